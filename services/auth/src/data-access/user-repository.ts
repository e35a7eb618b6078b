import type { Role } from '@suvarna/contracts';
import type { Queryable } from '@suvarna/platform';

export interface UserRecord {
  id: string;
  full_name: string;
  email: string;
  phone: string | null;
  password_hash: string;
  role: Role;
  department: string | null;
  created_at: Date;
  /** The password no longer meets the password rule; learned at sign-in, cleared by a change. */
  password_change_required: boolean;
  /** When the owner opened the link sent to the address; null until then. */
  email_verified_at: Date | null;
}

export interface NewUser {
  id: string;
  full_name: string;
  email: string;
  phone: string | null;
  password_hash: string;
  role: Role;
  department: string | null;
  /** Accounts an operator makes (staff, demo) count as verified. */
  emailVerified?: boolean;
}

const columns = 'id, full_name, email, phone, password_hash, role, department, created_at, password_change_required, email_verified_at';

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRecord>(`SELECT ${columns} FROM users WHERE lower(email) = lower($1)`, [email]);
  return rows[0];
}

export async function findUserById(db: Queryable, id: string, options: { forUpdate?: boolean } = {}): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRecord>(`SELECT ${columns} FROM users WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

/** Inserts the user unless the e-mail is taken (in any spelling); undefined then. */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRecord>(
    `INSERT INTO users (id, full_name, email, phone, password_hash, role, department, email_verified_at)
     VALUES ($1, $2, lower($3), $4, $5, $6, $7, CASE WHEN $8::boolean THEN now() END)
     ON CONFLICT ((lower(email))) DO NOTHING
     RETURNING ${columns}`,
    [user.id, user.full_name, user.email, user.phone, user.password_hash, user.role, user.department, user.emailVerified ?? false],
  );
  return rows[0];
}

export interface ProfileChanges {
  full_name?: string;
  phone?: string | null;
  password_hash?: string;
}

export async function updateUserProfile(db: Queryable, id: string, changes: ProfileChanges): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRecord>(
    `UPDATE users SET
       full_name = CASE WHEN $2::boolean THEN $3 ELSE full_name END,
       phone = CASE WHEN $4::boolean THEN $5 ELSE phone END,
       password_hash = COALESCE($6, password_hash),
       password_change_required = CASE WHEN $6 IS NULL THEN password_change_required ELSE false END,
       updated_at = now()
     WHERE id = $1
     RETURNING ${columns}`,
    [id, changes.full_name !== undefined, changes.full_name ?? null, changes.phone !== undefined, changes.phone ?? null, changes.password_hash ?? null],
  );
  return rows[0];
}

/** Sets what a staff account may do. Roles change only here, never through an HTTP endpoint. An operator vouches for the address. */
export async function updateUserRole(db: Queryable, id: string, change: { role: Role; department: string | null; full_name?: string; password_hash?: string }): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRecord>(
    `UPDATE users SET
       role = $2,
       department = $3,
       full_name = COALESCE($4, full_name),
       password_hash = COALESCE($5, password_hash),
       email_verified_at = COALESCE(email_verified_at, now()),
       updated_at = now()
     WHERE id = $1
     RETURNING ${columns}`,
    [id, change.role, change.department, change.full_name ?? null, change.password_hash ?? null],
  );
  return rows[0];
}

/** Records whether the password just used still meets the password rule. */
export async function setPasswordChangeRequired(db: Queryable, id: string, required: boolean): Promise<void> {
  await db.query('UPDATE users SET password_change_required = $2 WHERE id = $1', [id, required]);
}

export async function countUsers(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
  return rows[0]?.count ?? 0;
}

/** Serializes account set-up for one e-mail between instances (two seeding at once, say). */
export async function lockAccount(db: Queryable, email: string): Promise<void> {
  await db.query("SELECT pg_advisory_xact_lock(hashtext('auth:account:' || lower($1)))", [email]);
}

/** Marks the address verified, if it is still the account's; the account as it is then, or undefined. */
export async function markEmailVerified(db: Queryable, id: string, email: string): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRecord>(
    `UPDATE users SET email_verified_at = COALESCE(email_verified_at, now()), updated_at = now()
     WHERE id = $1 AND email = lower($2)
     RETURNING ${columns}`,
    [id, email],
  );
  return rows[0];
}
