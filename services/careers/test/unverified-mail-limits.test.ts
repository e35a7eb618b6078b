import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationForm, BASE, startCareers, type CareersUnderTest } from './careers-test-kit';

/*
 * Anyone may apply without an account, and the acknowledgement goes to the address typed into the form:
 * such applications count against the shared limits of e-mail to unverified addresses.
 */

let kit: CareersUnderTest;

beforeAll(async () => {
  kit = await startCareers({ UNVERIFIED_MAIL_MAX_PER_RECIPIENT: '3', UNVERIFIED_MAIL_MAX_PER_ADDRESS: '5' });
});

afterAll(() => kit?.close());

const octet = () => 1 + Math.floor(Math.random() * 250);
const randomIp = () => `10.${octet()}.${octet()}.${octet()}`;
const unique = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

const apply = (email: string, ip: string, token?: string) =>
  kit.call('POST', `${BASE}/submit`, { form: applicationForm({ email, full_name: 'Click spam.example now' }), headers: { 'x-forwarded-for': ip }, token });

const submittedFor = async (email: string) => (await kit.outbox()).filter((e) => e.type === 'application.submitted' && e.data.email === email).length;

describe('applications without a verified address', () => {
  it('when 8 anonymous applications from 8 addresses name one victim, then 3 are taken and the rest refused with 429, nothing stored for them', async () => {
    const victim = unique('victim');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await apply(victim, randomIp())).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    const refused = await apply(victim, randomIp());
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/^Too many e-mails have been sent to this address\. Try again in \d+ (hours?|minutes?)\.$/);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await submittedFor(victim)).toBe(3);
  });

  it('when one client address applies for 6 different addresses within the hour, then the sixth is refused', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await apply(unique('applicant'), ip)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('when a signed-in applicant with a verified address applies with it, then nothing is counted; an unverified one is counted', async () => {
    const ip = randomIp();
    const verified = await kit.user('guest', { emailVerified: true });
    for (let i = 0; i < 7; i++) expect((await apply(verified.email, ip, verified.token)).status).toBe(201);
    const unverified = await kit.user('guest', { emailVerified: false });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await apply(unverified.email, randomIp(), unverified.token)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
