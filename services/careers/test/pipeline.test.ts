import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careersMessages, hrStatusMoves, type ApplicationAnalytics, type DepartmentApplication, type JobApplication } from '@suvarna/contracts';
import { applicationForm, BASE, PDF_BYTES, startCareers, type CareersUnderTest, type TestUser } from './careers-test-kit';

let kit: CareersUnderTest;
let applicant: TestUser;
let other: TestUser;
let hr: TestUser;
let admin: TestUser;
let engHead: TestUser;
let mktHead: TestUser;
let manager: TestUser;

beforeAll(async () => {
  kit = await startCareers();
  applicant = await kit.user('guest', { name: 'Meera Nair' });
  other = await kit.user('guest', { name: 'Ravi Kumar' });
  hr = await kit.user('hr', { name: 'Asha Rao' });
  admin = await kit.user('admin', { name: 'Vikram Singh' });
  engHead = await kit.user('department_head', { name: 'Kiran Das', department: 'Engineering' });
  mktHead = await kit.user('department_head', { name: 'Lata Iyer', department: 'Marketing' });
  manager = await kit.user('manager', { name: 'Neel Shah' });
});
afterAll(() => kit?.close());

async function apply(user: TestUser | undefined, overrides: Record<string, string> = {}): Promise<string> {
  const res = await kit.call('POST', `${BASE}/submit`, { form: applicationForm({ email: user?.email ?? 'someone@example.com', ...overrides }), token: user?.token });
  expect(res.status).toBe(201);
  return ((await res.json()) as { application_id: string }).application_id;
}
const json = async <T = JobApplication & { detail: string }>(res: Response) => ({ status: res.status, body: (await res.json()) as T });
const mine = async (user: TestUser) => (await kit.call('GET', `${BASE}/my-applications`, { token: user.token }).then((r) => r.json())) as JobApplication[];

describe('the hiring pipeline', () => {
  it('HR moves an application with history, notes and an interview; the applicant sees public notes only', async () => {
    const id = await apply(applicant);
    const start = await json(await kit.call('PUT', `${BASE}/update-status`, { token: hr.token, body: { application_id: id, status: 'under_review', update_reason: 'Moved to review by HR' } }));
    expect(start.status).toBe(200);
    expect(start.body.status).toBe('under_review');

    expect((await kit.call('POST', `${BASE}/add-note`, { token: hr.token, body: { application_id: id, note: 'Strong systems background', is_internal: true } })).status).toBe(201);
    expect((await kit.call('POST', `${BASE}/add-note`, { token: hr.token, body: { application_id: id, note: 'Thank you, we will call you soon', is_internal: false } })).status).toBe(201);

    const when = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const interview = await json(
      await kit.call('POST', `${BASE}/schedule-interview`, {
        token: hr.token,
        body: { application_id: id, scheduled_date: when, interview_type: 'video', meeting_link: 'https://meet.example.com/abc' },
      }),
    );
    expect(interview.status).toBe(201);
    expect(interview.body.status).toBe('interview_phase');

    const [seen] = (await mine(applicant)).filter((a) => a.application_id === id);
    expect(seen!.status).toBe('interview_phase');
    expect(seen!.status_history.map((h) => h.status)).toEqual(['submitted', 'under_review', 'interview_phase']);
    expect(seen!.status_history[1]).toMatchObject({ update_reason: 'Moved to review by HR', updated_by_name: 'Asha Rao', updated_by_role: 'hr' });
    expect(seen!.interviews).toEqual([expect.objectContaining({ interview_type: 'video', meeting_link: 'https://meet.example.com/abc', scheduled_date: when })]);
    expect(seen!.notes.map((n) => n.note)).toEqual(['Thank you, we will call you soon']);
    expect(JSON.stringify(await mine(applicant))).not.toContain('Strong systems background');

    const all = (await kit.call('GET', `${BASE}/admin/all`, { token: hr.token }).then((r) => r.json())) as JobApplication[];
    const forHr = all.find((a) => a.application_id === id)!;
    expect(forHr.notes).toEqual([
      expect.objectContaining({ note: 'Strong systems background', is_internal: true, author_name: 'Asha Rao', author_role: 'hr' }),
      expect.objectContaining({ note: 'Thank you, we will call you soon', is_internal: false }),
    ]);

    const events = (await kit.outbox()).filter((e) => e.type === 'application.status-changed' && e.data.applicationId === id);
    expect(events.map((e) => e.data.status)).toEqual(['under_review', 'interview_phase']);
    expect(events[1]!.data.interview).toMatchObject({ interviewType: 'video', meetingLink: 'https://meet.example.com/abc' });
  });

  it('rejection needs a reason and records it; unknown applications are 404; withdrawn is the applicant’s', async () => {
    const id = await apply(applicant);
    const noReason = await json(await kit.call('PUT', `${BASE}/update-status`, { token: hr.token, body: { application_id: id, status: 'rejected' } }));
    expect(noReason).toEqual({ status: 400, body: expect.objectContaining({ detail: careersMessages.rejectionReason }) });
    const bad = await json(await kit.call('PUT', `${BASE}/update-status`, { token: hr.token, body: { application_id: id, status: 'promoted' } }));
    expect(bad.status).toBe(400);
    const unknown = await json(await kit.call('PUT', `${BASE}/update-status`, { token: hr.token, body: { application_id: 'APP-2026-999999', status: 'hired' } }));
    expect(unknown).toEqual({ status: 404, body: expect.objectContaining({ detail: careersMessages.notFound }) });
    expect((await kit.call('PUT', `${BASE}/update-status`, { token: hr.token, body: { application_id: id, status: 'withdrawn' } })).status).toBe(400);
    const rejected = await json(
      await kit.call('PUT', `${BASE}/update-status`, { token: admin.token, body: { application_id: id, status: 'rejected', update_reason: 'Application rejected', rejection_reason: 'Needs more cloud experience' } }),
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.status_history.at(-1)).toMatchObject({ status: 'rejected', rejection_reason: 'Needs more cloud experience', updated_by_role: 'admin' });
    // Closed: it cannot be withdrawn.
    expect((await kit.call('POST', `${BASE}/${id}/withdraw`, { token: applicant.token })).status).toBe(409);
  });

  it('a hired or rejected application is closed: HR cannot move it further (409), and the table of moves says so', async () => {
    expect(hrStatusMoves('hired')).toEqual([]);
    expect(hrStatusMoves('rejected')).toEqual([]);
    expect(hrStatusMoves('under_review')).not.toContain('withdrawn');
    expect(hrStatusMoves('under_review')).toContain('rejected');
    for (const [closing, body] of [
      ['hired', {}],
      ['rejected', { rejection_reason: 'Role filled' }],
    ] as const) {
      const id = await apply(applicant);
      expect((await kit.call('PUT', `${BASE}/update-status`, { token: hr.token, body: { application_id: id, status: closing, ...body } })).status).toBe(200);
      for (const next of ['under_review', closing === 'hired' ? 'rejected' : 'hired']) {
        const moved = await json(
          await kit.call('PUT', `${BASE}/update-status`, { token: hr.token, body: { application_id: id, status: next, rejection_reason: 'Changed our mind' } }),
        );
        expect(moved).toEqual({ status: 409, body: expect.objectContaining({ code: 'application_closed', detail: expect.stringContaining('closed') }) });
      }
      const interview = await kit.call('POST', `${BASE}/schedule-interview`, {
        token: hr.token,
        body: { application_id: id, scheduled_date: new Date(Date.now() + 86_400_000).toISOString(), interview_type: 'phone', location: 'Pune office' },
      });
      expect(interview.status).toBe(409);
    }
  });

  it('a rejection keeps HR’s internal note apart from the reason the applicant reads', async () => {
    const id = await apply(applicant);
    const rejected = await json<JobApplication>(
      await kit.call('PUT', `${BASE}/update-status`, {
        token: hr.token,
        body: { application_id: id, status: 'rejected', rejection_reason: 'We chose a candidate with more cloud experience.', internal_note: 'Weak system design round.' },
      }),
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.status_history.at(-1)).toMatchObject({ rejection_reason: 'We chose a candidate with more cloud experience.' });
    expect(rejected.body.notes).toEqual([expect.objectContaining({ note: 'Weak system design round.', is_internal: true })]);
    const own = (await mine(applicant)).find((a) => a.application_id === id)!;
    expect(own.status_history.at(-1)).toMatchObject({ rejection_reason: 'We chose a candidate with more cloud experience.' });
    expect(JSON.stringify(own)).not.toContain('Weak system design');
  });

  it('an applicant withdraws an open application of their own, not another’s; and can delete it with its resume', async () => {
    const id = await apply(applicant);
    expect((await kit.call('POST', `${BASE}/${id}/withdraw`, { token: other.token })).status).toBe(404);
    const withdrawn = await json(await kit.call('POST', `${BASE}/${id}/withdraw`, { token: applicant.token }));
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status_history.at(-1)).toMatchObject({ status: 'withdrawn', updated_by_role: 'guest' });
    expect((await kit.call('PUT', `${BASE}/update-status`, { token: hr.token, body: { application_id: id, status: 'hired' } })).status).toBe(409);

    expect((await kit.call('DELETE', `${BASE}/${id}`, { token: other.token })).status).toBe(404);
    expect((await kit.call('DELETE', `${BASE}/${id}`, { token: applicant.token })).status).toBe(204);
    expect((await mine(applicant)).some((a) => a.application_id === id)).toBe(false);
    const { rowCount } = await kit.service.deps.pool.query(`SELECT 1 FROM applications WHERE application_id = $1`, [id]);
    expect(rowCount).toBe(0);
  });

  it('notes cannot be blank; interviews must be in the future with a place or a link', async () => {
    const id = await apply(applicant);
    const blank = await json(await kit.call('POST', `${BASE}/add-note`, { token: hr.token, body: { application_id: id, note: '   ', is_internal: false } }));
    expect(blank).toEqual({ status: 400, body: expect.objectContaining({ detail: careersMessages.noteEmpty }) });
    const wrongType = await kit.call('POST', `${BASE}/add-note`, { token: hr.token, body: { application_id: id, note: 'ok', is_internal: 'yes' } });
    expect(wrongType.status).toBe(400);
    const past = await json(
      await kit.call('POST', `${BASE}/schedule-interview`, {
        token: hr.token,
        body: { application_id: id, scheduled_date: new Date(Date.now() - 60_000).toISOString(), interview_type: 'phone', location: 'Pune office' },
      }),
    );
    expect(past).toEqual({ status: 400, body: expect.objectContaining({ detail: careersMessages.interviewPast }) });
    const nowhere = await json(
      await kit.call('POST', `${BASE}/schedule-interview`, {
        token: hr.token,
        body: { application_id: id, scheduled_date: new Date(Date.now() + 86_400_000).toISOString(), interview_type: 'phone' },
      }),
    );
    expect(nowhere).toEqual({ status: 400, body: expect.objectContaining({ detail: careersMessages.interviewPlace }) });
  });

  it('department heads see their own department only, without notes', async () => {
    const eng = await apply(applicant, { department: 'Engineering' });
    const mkt = await apply(other, { department: 'Marketing', position_title: 'Brand Manager' });
    await kit.call('POST', `${BASE}/add-note`, { token: hr.token, body: { application_id: eng, note: 'secret', is_internal: true } });

    const own = await json<DepartmentApplication[]>(await kit.call('GET', `${BASE}/department/Engineering`, { token: engHead.token }));
    expect(own.status).toBe(200);
    const ids = own.body.map((a: { application_id: string }) => a.application_id);
    expect(ids).toContain(eng);
    expect(ids).not.toContain(mkt);
    expect(own.body.every((a: { department: string }) => a.department === 'Engineering')).toBe(true);
    expect(JSON.stringify(own.body)).not.toMatch(/secret|notes|cover_letter/);

    const another = await json(await kit.call('GET', `${BASE}/department/Marketing`, { token: engHead.token }));
    expect(another.status).toBe(403);
    expect(another.body.detail).toBeTruthy();
    expect((await kit.call('GET', `${BASE}/department/Marketing`, { token: mktHead.token })).status).toBe(200);
    expect((await kit.call('GET', `${BASE}/department/Marketing`, { token: hr.token })).status).toBe(200);
    expect((await kit.call('GET', `${BASE}/department/Marketing`, { token: admin.token })).status).toBe(200);
    expect((await kit.call('GET', `${BASE}/department/Marketing`, { token: applicant.token })).status).toBe(403);
    expect((await kit.call('GET', `${BASE}/department/Marketing`)).status).toBe(401);
  });

  it('resumes go to the applicant, HR and the department’s head only, as an attachment of the stored type', async () => {
    const id = await apply(applicant, { department: 'Engineering' });
    for (const who of [applicant, hr, admin, engHead]) {
      const res = await kit.call('GET', `${BASE}/resume/${id}`, { token: who.token });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="resume-APP-\d{4}-\d{6}\.pdf"$/);
      expect(Buffer.from(await res.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
    }
    for (const who of [other, mktHead, manager]) expect((await kit.call('GET', `${BASE}/resume/${id}`, { token: who.token })).status).toBe(404);
    expect((await kit.call('GET', `${BASE}/resume/${id}`)).status).toBe(401);
  });

  it('every HR endpoint refuses everyone but hr and admin', async () => {
    const id = await apply(applicant);
    const calls: [string, string, unknown?][] = [
      ['GET', `${BASE}/admin/all`],
      ['GET', `${BASE}/analytics`],
      ['PUT', `${BASE}/update-status`, { application_id: id, status: 'under_review' }],
      ['POST', `${BASE}/add-note`, { application_id: id, note: 'x', is_internal: true }],
      ['POST', `${BASE}/schedule-interview`, { application_id: id, scheduled_date: new Date(Date.now() + 86_400_000).toISOString(), interview_type: 'phone', location: 'Pune' }],
    ];
    for (const [method, path, body] of calls) {
      expect((await kit.call(method, path, { body })).status, `${method} ${path} anonymous`).toBe(401);
      for (const who of [applicant, engHead, manager]) {
        const res = await kit.call(method, path, { token: who.token, body });
        expect(res.status, `${method} ${path} as ${who.role}`).toBe(403);
        expect(((await res.json()) as { detail: string }).detail).toBeTruthy();
      }
    }
    expect((await kit.call('GET', `${BASE}/my-applications`)).status).toBe(401);
  });

  it('HR filters by status and department; analytics count totals, the last 30 days and each status', async () => {
    const fresh = await startCareers();
    try {
      const h = await fresh.user('hr');
      const a = await fresh.user();
      const ids: string[] = [];
      for (const department of ['Engineering', 'Engineering', 'Finance']) {
        const res = await fresh.call('POST', `${BASE}/submit`, { form: applicationForm({ department, email: a.email }), token: a.token });
        ids.push(((await res.json()) as { application_id: string }).application_id);
      }
      await fresh.call('PUT', `${BASE}/update-status`, { token: h.token, body: { application_id: ids[0], status: 'hired' } });
      await fresh.service.deps.pool.query(`UPDATE applications SET submitted_at = now() - interval '40 days' WHERE application_id = $1`, [ids[2]]);

      const analytics = (await (await fresh.call('GET', `${BASE}/analytics`, { token: h.token })).json()) as ApplicationAnalytics;
      expect(analytics.total_applications).toBe(3);
      expect(analytics.recent_applications_30_days).toBe(2);
      expect(analytics.status_breakdown).toMatchObject({ submitted: 2, hired: 1, under_review: 0 });

      const eng = (await (await fresh.call('GET', `${BASE}/admin/all?department=Engineering`, { token: h.token })).json()) as JobApplication[];
      expect(eng).toHaveLength(2);
      const hired = (await (await fresh.call('GET', `${BASE}/admin/all?status=hired`, { token: h.token })).json()) as JobApplication[];
      expect(hired.map((x: { application_id: string }) => x.application_id)).toEqual([ids[0]]);
      expect((await fresh.call('GET', `${BASE}/admin/all?status=bogus`, { token: h.token })).status).toBe(400);
    } finally {
      await fresh.close();
    }
  });

  it('the retention job deletes resumes of long-closed applications and keeps their history', async () => {
    const fresh = await startCareers({ RESUME_RETENTION_DAYS: '30', RESUME_RETENTION_SWEEP_MINUTES: '1' });
    try {
      const { deleteExpiredResumes } = await import('../src/data-access/application-repository');
      const h = await fresh.user('hr');
      const res = await fresh.call('POST', `${BASE}/submit`, { form: applicationForm() });
      const id = ((await res.json()) as { application_id: string }).application_id;
      const keep = ((await (await fresh.call('POST', `${BASE}/submit`, { form: applicationForm() })).json()) as { application_id: string }).application_id;
      await fresh.call('PUT', `${BASE}/update-status`, { token: h.token, body: { application_id: id, status: 'rejected', rejection_reason: 'Role filled' } });
      await fresh.call('PUT', `${BASE}/update-status`, { token: h.token, body: { application_id: keep, status: 'rejected', rejection_reason: 'Role filled' } });
      await fresh.service.deps.pool.query(`UPDATE applications SET status_changed_at = now() - interval '31 days' WHERE application_id = $1`, [id]);
      expect(await deleteExpiredResumes(fresh.service.deps.pool, 30)).toBe(1);
      const [gone] = ((await (await fresh.call('GET', `${BASE}/admin/all`, { token: h.token })).json()) as JobApplication[]).filter((a) => a.application_id === id);
      expect(gone!.resume_url).toBeNull();
      expect(gone!.status_history.map((x) => x.status)).toEqual(['submitted', 'rejected']);
      expect((await fresh.call('GET', `${BASE}/resume/${keep}`, { token: h.token })).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it('applications sent before registering become the applicant’s through the e-mailed link, for the same address only, once', async () => {
    const later = await kit.user('guest', { name: 'Nisha Rao' });
    const first = await apply(undefined, { email: later.email.toUpperCase() });
    const second = await apply(undefined, { email: later.email });
    const events = (await kit.outbox()).filter((e) => e.type === 'application.submitted' && [first, second].includes(e.data.applicationId as string));
    const token = events[0]!.data.claimToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Nothing is linked by the address alone.
    expect(await mine(later)).toEqual([]);

    const stranger = await kit.user('guest');
    const refused = await json(await kit.call('POST', `${BASE}/claim`, { token: stranger.token, body: { token } }));
    expect(refused).toEqual({ status: 403, body: expect.objectContaining({ detail: expect.stringContaining('another e-mail address') }) });
    expect((await kit.call('POST', `${BASE}/claim`, { body: { token } })).status).toBe(401);

    const claimed = await json<{ linked: number }>(await kit.call('POST', `${BASE}/claim`, { token: later.token, body: { token } }));
    expect(claimed).toEqual({ status: 200, body: { linked: 2 } });
    expect((await mine(later)).map((a) => a.application_id).sort()).toEqual([first, second].sort());
    expect((await kit.call('POST', `${BASE}/claim`, { token: later.token, body: { token } })).status).toBe(404);
    // A signed-in applicant's own submission carries no link.
    const own = await apply(applicant);
    const ownEvent = (await kit.outbox()).find((e) => e.type === 'application.submitted' && e.data.applicationId === own);
    expect(ownEvent!.data.claimToken).toBeUndefined();
  });
});
