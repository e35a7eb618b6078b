import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careersMessages, experienceText, RESUME_MAX_BYTES } from '@suvarna/contracts';
import { applicationForm, BASE, PDF_BYTES, startCareers, type CareersUnderTest } from './careers-test-kit';

let kit: CareersUnderTest;
beforeAll(async () => {
  kit = await startCareers();
});
afterAll(() => kit?.close());

const submit = (form: FormData, token?: string) => kit.call('POST', `${BASE}/submit`, { form, token });

/** A zip whose central directory lists the given names (stored, empty entries). */
function zipWith(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const n = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, n);
    centrals.push(central, n);
    offset += 30 + n.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

describe('POST /api/applications/enhanced/submit', () => {
  it('takes an anonymous application with a PDF: a readable id, the resume stored, application.submitted in the outbox', async () => {
    const res = await submit(applicationForm());
    expect(res.status).toBe(201);
    const body = (await res.json()) as { application_id: string };
    expect(body.application_id).toMatch(/^APP-\d{4}-\d{6}$/);
    const { rows } = await kit.service.deps.pool.query(
      `SELECT a.status, a.user_id, r.content_type, r.size_bytes FROM applications a JOIN resumes r ON r.application_uuid = a.id WHERE a.application_id = $1`,
      [body.application_id],
    );
    expect(rows[0]).toEqual({ status: 'submitted', user_id: null, content_type: 'application/pdf', size_bytes: PDF_BYTES.length });
    const events = (await kit.outbox()).filter((e) => e.type === 'application.submitted' && e.data.applicationId === body.application_id);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ fullName: 'Meera Nair', email: 'meera.nair@example.com', department: 'Engineering' });
  });

  it('links the application to the account when a token comes with it', async () => {
    const me = await kit.user();
    const res = await submit(applicationForm({ email: me.email }), me.token);
    expect(res.status).toBe(201);
    const mine = (await (await kit.call('GET', `${BASE}/my-applications`, { token: me.token })).json()) as { application_id: string }[];
    expect(mine.map((a: { application_id: string }) => a.application_id)).toEqual([((await res.json()) as { application_id: string }).application_id]);
  });

  it.each([
    ['full_name', { full_name: undefined }],
    ['a blank full name', { full_name: '   ' }],
    ['email', { email: undefined }],
    ['cover_letter', { cover_letter: '' }],
  ])('refuses a missing %s with the spec message', async (_what, overrides) => {
    const res = await submit(applicationForm(overrides));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toBe(careersMessages.required);
  });

  it('refuses a missing or zero-byte resume with the spec message', async () => {
    for (const form of [applicationForm({}, null), applicationForm({}, { bytes: Buffer.alloc(0) })]) {
      const res = await submit(form);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { detail: string }).detail).toBe(careersMessages.required);
    }
  });

  it('judges the resume by its bytes: an executable named .pdf is 415', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(200)]);
    const mz = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    for (const bytes of [elf, mz, Buffer.from('just text, not a resume')]) {
      const res = await submit(applicationForm({}, { bytes, name: 'resume.pdf', type: 'application/pdf' }));
      expect(res.status).toBe(415);
      expect(((await res.json()) as { detail: string }).detail).toBe(careersMessages.resumeType);
    }
  });

  it('accepts a Word document (OLE) and a .docx (zip with word/document.xml), and refuses another zip', async () => {
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    expect((await submit(applicationForm({}, { bytes: ole, name: 'cv.doc' }))).status).toBe(201);
    const docx = zipWith(['[Content_Types].xml', 'word/document.xml']);
    expect((await submit(applicationForm({}, { bytes: docx, name: 'cv.docx' }))).status).toBe(201);
    const other = zipWith(['[Content_Types].xml', 'xl/workbook.xml']);
    const res = await submit(applicationForm({}, { bytes: other, name: 'cv.docx' }));
    expect(res.status).toBe(415);
  });

  it('accepts exactly 5,242,880 bytes and refuses one more with 413 and the spec message', async () => {
    const exact = Buffer.concat([PDF_BYTES, Buffer.alloc(RESUME_MAX_BYTES - PDF_BYTES.length, 0x20)]);
    expect(exact.length).toBe(RESUME_MAX_BYTES);
    expect((await submit(applicationForm({}, { bytes: exact }))).status).toBe(201);
    const over = Buffer.concat([exact, Buffer.from(' ')]);
    const res = await submit(applicationForm({}, { bytes: over }));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { detail: string }).detail).toBe(careersMessages.resumeSize);
  });

  it.each([
    [{ experience_years: '51' }, careersMessages.experience],
    [{ experience_years: '-1' }, careersMessages.experience],
    [{ experience_years: 'six' }, careersMessages.experience],
    [{ experience_years: '2.5' }, careersMessages.experience],
    [{ email: 'not-an-email' }, 'Invalid email format'],
    [{ department: 'Astronauts' }, 'Unknown department'],
    [{ phone: 'call me' }, 'Invalid phone number format'],
    [{ full_name: 'Meera\u0007Nair' }, 'Full name must not contain control characters'],
    [{ consent: undefined }, careersMessages.consent],
  ])('refuses %o with its message', async (overrides, detail) => {
    const res = await submit(applicationForm(overrides));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toBe(detail);
  });

  it('accepts experience 0 and 50', async () => {
    expect((await submit(applicationForm({ experience_years: '0' }))).status).toBe(201);
    expect((await submit(applicationForm({ experience_years: '50' }))).status).toBe(201);
  });

  it('when experience is left blank, then it is stored as not stated (null), not as 0 years, and the event says so', async () => {
    const res = await submit(applicationForm({ experience_years: '' }));
    expect(res.status).toBe(201);
    const { application_id } = (await res.json()) as { application_id: string };
    const { rows } = await kit.service.deps.pool.query<{ experience_years: number | null }>('SELECT experience_years FROM applications WHERE application_id = $1', [application_id]);
    expect(rows[0]!.experience_years).toBeNull();
    const event = (await kit.outbox()).find((e) => e.type === 'application.submitted' && e.data.applicationId === application_id);
    expect(event?.data.experienceYears).toBeNull();
    expect(experienceText(null)).toBe('Not stated');
    expect(experienceText(0)).toBe('0 years');
  });

  it('refuses a JSON body and a second file', async () => {
    const json = await kit.call('POST', `${BASE}/submit`, { body: { full_name: 'x' } });
    expect(json.status).toBe(415);
    expect(((await json.json()) as { detail: string }).detail).toBeTruthy();
    const form = applicationForm();
    form.append('resume', new Blob([new Uint8Array(PDF_BYTES)]), 'second.pdf');
    const two = await submit(form);
    expect(two.status).toBe(400);
  });
});
