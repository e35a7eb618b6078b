import type { ApplicationStatus, InterviewView, NoteView, StatusHistoryEntry } from '@suvarna/contracts';
import type { Queryable } from '@suvarna/platform';

/** An application as stored, without its resume bytes. */
export interface StoredApplication {
  id: string;
  applicationId: string;
  userId: string | null;
  fullName: string;
  email: string;
  phone: string;
  city: string;
  positionTitle: string;
  department: string;
  experienceYears: number | null;
  coverLetter: string;
  status: ApplicationStatus;
  submittedAt: string;
  statusChangedAt: string;
  hasResume: boolean;
}

const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const columns = `a.id, a.application_id AS "applicationId", a.user_id AS "userId", a.full_name AS "fullName", a.email, a.phone, a.city,
  a.position_title AS "positionTitle", a.department, a.experience_years AS "experienceYears", a.cover_letter AS "coverLetter",
  a.status, ${isoTime('a.submitted_at')} AS "submittedAt", ${isoTime('a.status_changed_at')} AS "statusChangedAt",
  EXISTS (SELECT 1 FROM resumes r WHERE r.application_uuid = a.id) AS "hasResume"`;

export interface NewApplication {
  id: string;
  userId: string | null;
  fullName: string;
  email: string;
  phone: string;
  city: string;
  positionTitle: string;
  department: string;
  experienceYears: number | null;
  coverLetter: string;
  resume: { filename: string; contentType: string; bytes: Buffer };
  claimTokenHash: string | null;
  submittedBy: { name: string; role: string };
  /** When it was submitted (the business time: now, or the moment the demo history writes it as of). */
  at: Date;
}

/** Inserts the application, its resume and its first history entry; the readable id is APP-<year>-<6 digits>. */
export async function insertApplication(db: Queryable, a: NewApplication): Promise<StoredApplication> {
  await db.query(
    `INSERT INTO applications (id, application_id, user_id, full_name, email, phone, city, position_title, department,
       experience_years, cover_letter, status, consent_at, claim_token_hash, submitted_at, status_changed_at)
     VALUES ($1, 'APP-' || to_char($12::timestamptz AT TIME ZONE 'Asia/Kolkata', 'YYYY') || '-' || lpad(nextval('application_number_seq')::text, 6, '0'),
       $2, $3, $4, $5, $6, $7, $8, $9, $10, 'submitted', $12, $11, $12, $12)`,
    [a.id, a.userId, a.fullName, a.email, a.phone, a.city, a.positionTitle, a.department, a.experienceYears, a.coverLetter, a.claimTokenHash, a.at],
  );
  await db.query(`INSERT INTO resumes (application_uuid, filename, content_type, size_bytes, content) VALUES ($1, $2, $3, $4, $5)`, [
    a.id,
    a.resume.filename,
    a.resume.contentType,
    a.resume.bytes.length,
    a.resume.bytes,
  ]);
  await addHistory(db, a.id, { status: 'submitted', reason: 'Application submitted', rejectionReason: null, byName: a.submittedBy.name, byRole: a.submittedBy.role, at: a.at });
  return (await findApplication(db, a.id))!;
}

/** By its uuid or its readable application_id. */
export async function findApplication(db: Queryable, ref: string, forUpdate = false): Promise<StoredApplication | undefined> {
  const byUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);
  const { rows } = await db.query<StoredApplication>(
    `SELECT ${columns} FROM applications a WHERE ${byUuid ? 'a.id = $1::uuid' : 'a.application_id = $1'}${forUpdate ? ' FOR UPDATE OF a' : ''}`,
    [ref],
  );
  return rows[0];
}

export interface ApplicationFilter {
  userId?: string;
  status?: string;
  department?: string;
}

export async function listApplications(db: Queryable, filter: ApplicationFilter): Promise<StoredApplication[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.userId !== undefined) where.push(`a.user_id = $${params.push(filter.userId)}`);
  if (filter.status !== undefined) where.push(`a.status = $${params.push(filter.status)}`);
  if (filter.department !== undefined) where.push(`lower(a.department) = lower($${params.push(filter.department)})`);
  const { rows } = await db.query<StoredApplication>(
    `SELECT ${columns} FROM applications a ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY a.submitted_at DESC, a.application_id DESC`,
    params,
  );
  return rows;
}

export interface HistoryInput {
  status: ApplicationStatus;
  reason: string | null;
  rejectionReason: string | null;
  byName: string;
  byRole: string;
  at: Date;
}

export async function addHistory(db: Queryable, applicationUuid: string, h: HistoryInput): Promise<void> {
  await db.query(
    `INSERT INTO status_history (application_uuid, status, update_reason, rejection_reason, updated_by_name, updated_by_role, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [applicationUuid, h.status, h.reason, h.rejectionReason, h.byName, h.byRole, h.at],
  );
}

export async function setStatus(db: Queryable, applicationUuid: string, status: ApplicationStatus, at: Date): Promise<string> {
  const { rows } = await db.query<{ at: string }>(`UPDATE applications SET status = $2, status_changed_at = $3 WHERE id = $1 RETURNING ${isoTime('status_changed_at')} AS at`, [
    applicationUuid,
    status,
    at,
  ]);
  return rows[0]!.at;
}

type Keyed<T> = T & { application_uuid: string };

export interface Details {
  history: Map<string, StatusHistoryEntry[]>;
  interviews: Map<string, InterviewView[]>;
  notes: Map<string, NoteView[]>;
}

function group<T>(rows: Keyed<T>[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const { application_uuid, ...rest } of rows) {
    const list = map.get(application_uuid) ?? [];
    list.push(rest as unknown as T);
    map.set(application_uuid, list);
  }
  return map;
}

/** History (oldest first), interviews (soonest first) and notes (oldest first) of the applications. */
export async function loadDetails(db: Queryable, uuids: string[], { internalNotes }: { internalNotes: boolean }): Promise<Details> {
  if (!uuids.length) return { history: new Map(), interviews: new Map(), notes: new Map() };
  const [history, interviews, notes] = await Promise.all([
    db.query<Keyed<StatusHistoryEntry>>(
      `SELECT application_uuid, status, ${isoTime('updated_at')} AS updated_at, update_reason, rejection_reason, updated_by_name, updated_by_role
       FROM status_history WHERE application_uuid = ANY($1::uuid[]) ORDER BY id`,
      [uuids],
    ),
    db.query<Keyed<InterviewView>>(
      `SELECT application_uuid, id, ${isoTime('scheduled_date')} AS scheduled_date, interview_type, location, meeting_link
       FROM interviews WHERE application_uuid = ANY($1::uuid[]) ORDER BY scheduled_date, id`,
      [uuids],
    ),
    db.query<Keyed<NoteView>>(
      `SELECT application_uuid, id, note, is_internal, author_name, author_role, ${isoTime('created_at')} AS created_at
       FROM notes WHERE application_uuid = ANY($1::uuid[]) ${internalNotes ? '' : 'AND NOT is_internal'} ORDER BY created_at, id`,
      [uuids],
    ),
  ]);
  return { history: group(history.rows), interviews: group(interviews.rows), notes: group(notes.rows) };
}

export async function insertNote(db: Queryable, n: { id: string; applicationUuid: string; note: string; isInternal: boolean; authorName: string; authorRole: string }) {
  await db.query(`INSERT INTO notes (id, application_uuid, note, is_internal, author_name, author_role) VALUES ($1, $2, $3, $4, $5, $6)`, [
    n.id,
    n.applicationUuid,
    n.note,
    n.isInternal,
    n.authorName,
    n.authorRole,
  ]);
}

export async function insertInterview(
  db: Queryable,
  i: { id: string; applicationUuid: string; scheduledDate: string; interviewType: string; location: string | null; meetingLink: string | null; byName: string },
): Promise<InterviewView> {
  const { rows } = await db.query<InterviewView>(
    `INSERT INTO interviews (id, application_uuid, scheduled_date, interview_type, location, meeting_link, created_by_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     RETURNING id, ${isoTime('scheduled_date')} AS scheduled_date, interview_type, location, meeting_link`,
    [i.id, i.applicationUuid, i.scheduledDate, i.interviewType, i.location, i.meetingLink, i.byName],
  );
  return rows[0]!;
}

export async function readResume(db: Queryable, applicationUuid: string) {
  const { rows } = await db.query<{ content: Buffer; contentType: string; filename: string }>(
    `SELECT content, content_type AS "contentType", filename FROM resumes WHERE application_uuid = $1`,
    [applicationUuid],
  );
  return rows[0];
}

export async function deleteApplication(db: Queryable, applicationUuid: string): Promise<void> {
  await db.query(`DELETE FROM applications WHERE id = $1`, [applicationUuid]);
}

/** Removes resumes of rejected and withdrawn applications closed longer than `days` ago; the applications stay. */
export async function deleteExpiredResumes(db: Queryable, days: number): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM resumes r USING applications a
     WHERE r.application_uuid = a.id AND a.status IN ('rejected', 'withdrawn') AND a.status_changed_at < now() - make_interval(days => $1)`,
    [days],
  );
  return rowCount ?? 0;
}

export async function analytics(db: Queryable, recentDays: number) {
  const { rows } = await db.query<{ status: string; n: number; recent: number }>(
    `SELECT status, count(*)::int AS n, count(*) FILTER (WHERE submitted_at >= now() - make_interval(days => $1))::int AS recent FROM applications GROUP BY status`,
    [recentDays],
  );
  return rows;
}

/** The unlinked application a claim link belongs to. */
export async function findByClaimToken(db: Queryable, tokenHash: string): Promise<{ id: string; email: string } | undefined> {
  const { rows } = await db.query<{ id: string; email: string }>(
    `SELECT id, email FROM applications WHERE claim_token_hash = $1 AND user_id IS NULL FOR UPDATE`,
    [tokenHash],
  );
  return rows[0];
}

/** Links every unlinked application sent from the address to the account; their claim links stop working. */
export async function linkApplicationsOfEmail(db: Queryable, email: string, userId: string): Promise<number> {
  const { rowCount } = await db.query(`UPDATE applications SET user_id = $2, claim_token_hash = NULL WHERE user_id IS NULL AND email = $1`, [email, userId]);
  return rowCount ?? 0;
}
