import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { careersMessages, RESUME_MAX_BYTES } from '@suvarna/contracts';
import { startTestSite, type TestSite } from '../testing';

/** The resume limits hold through the gateway of the whole site, as a browser sends the form. */
describe('job applications through the gateway', () => {
  let testSite: TestSite;
  beforeAll(async () => {
    testSite = await startTestSite(inject('adminDatabaseUrl'), inject('redisUrl'), { RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(async () => {
    await testSite?.close();
  });

  const submit = (resume: Buffer) => {
    const form = new FormData();
    const fields = { position_title: 'Sous Chef', department: 'F&B Production', city: 'Jaipur', full_name: 'Kabir Singh', email: 'kabir@example.in', phone: '', experience_years: '7', cover_letter: 'I cook.', consent: 'true' };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('resume', new Blob([new Uint8Array(resume)], { type: 'application/pdf' }), 'kabir.pdf');
    return fetch(`${testSite.site.url}/api/applications/enhanced/submit`, { method: 'POST', body: form });
  };

  it('when the resume is exactly 5,242,880 bytes, then it is taken; one byte more, then 413 with the spec message', async () => {
    const exact = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(RESUME_MAX_BYTES - 9, 0x20)]);
    const ok = await submit(exact);
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as { application_id: string }).application_id).toMatch(/^APP-\d{4}-\d{6}$/);
    const over = await submit(Buffer.concat([exact, Buffer.from(' ')]));
    expect(over.status).toBe(413);
    expect(((await over.json()) as { detail: string }).detail).toBe(careersMessages.resumeSize);
  });

  it('when the bytes are not a PDF or Word document, then 415 whatever the name says', async () => {
    const res = await submit(Buffer.from('#!/bin/sh\necho hello\n'));
    expect(res.status).toBe(415);
    expect(((await res.json()) as { detail: string }).detail).toBe(careersMessages.resumeType);
  });
});
