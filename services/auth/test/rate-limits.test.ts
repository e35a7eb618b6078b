import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, randomIp, startAuth, uniqueEmail, type AuthUnderTest } from './auth-test-kit';

let auth: AuthUnderTest;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  auth = await startAuth({
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    LOGIN_MAX_FAILURES_PER_IP: '5',
    LOGIN_FAILURE_WINDOW_SECONDS: '600',
    LOGIN_FAILURE_DELAY_MS: '100',
    LOGIN_FAILURE_MAX_DELAY_MS: '250',
    REGISTER_MAX_PER_IP: '2',
    REGISTER_WINDOW_SECONDS: '3600',
  });
  api = client(auth.url);
});

afterAll(async () => {
  await auth?.stop();
});

async function account(password = 'Correct#1') {
  const email = uniqueEmail('limited');
  await api.register({ email, password });
  return email;
}

async function timed(p: Promise<Response>) {
  const started = performance.now();
  const res = await p;
  return { res, ms: performance.now() - started };
}

describe('failed sign-ins per account', () => {
  it('when an account has had 3 failed sign-ins, then further attempts, even with the right password, get 429 with when to retry', async () => {
    const email = await account();
    for (let i = 0; i < 3; i++) expect((await api.login(email, 'Wrong#pass')).status).toBe(401);
    const refused = await api.login(email, 'Correct#1');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ detail: 'Too many failed sign-in attempts. Try again in 10 minutes.', code: 'rate_limited' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
  });

  it('when failures repeat, then each answer is slowed more, up to the cap', async () => {
    const email = await account();
    const first = await timed(api.login(email, 'Wrong#pass'));
    const third = (await api.login(email, 'Wrong#pass'), await timed(api.login(email, 'Wrong#pass')));
    expect(first.res.status).toBe(401);
    expect(first.ms).toBeGreaterThanOrEqual(95);
    expect(third.res.status).toBe(401);
    expect(third.ms).toBeGreaterThanOrEqual(245);
  });

  it('when the right password follows a few failures, then the account\'s count starts again', async () => {
    const email = await account();
    for (let i = 0; i < 2; i++) await api.login(email, 'Wrong#pass');
    expect((await api.login(email, 'Correct#1')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await api.login(email, 'Wrong#pass')).status).toBe(401);
    expect((await api.login(email, 'Correct#1')).status).toBe(429);
  });

  it('when the e-mail has no account, then its failures are limited the same way', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < 3; i++) expect((await api.login(email, 'Wrong#pass')).status).toBe(401);
    expect((await api.login(email, 'Wrong#pass')).status).toBe(429);
  });

  it('when a burst of guesses arrives at once, then no more than the limit are checked', async () => {
    const email = await account();
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => api.login(email, 'Wrong#pass')))).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });
});

describe('failed sign-ins per address', () => {
  it('when one address has failed 5 times across accounts, then its next attempt gets 429 and other addresses are unaffected', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) expect((await api.login(uniqueEmail('spray'), 'Wrong#pass', { ip })).status).toBe(401);
    const email = await account();
    const refused = await api.login(email, 'Correct#1', { ip });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    expect((await api.login(email, 'Correct#1', { ip: randomIp() })).status).toBe(200);
  });

  it('when sign-ins from one address succeed, then they do not count against it', async () => {
    const ip = randomIp();
    const email = await account();
    for (let i = 0; i < 7; i++) expect((await api.login(email, 'Correct#1', { ip })).status).toBe(200);
  });
});

describe('registrations per address', () => {
  it('when one address has registered twice within the hour, then the third attempt gets 429 and others may still register', async () => {
    const ip = randomIp();
    expect((await api.register({}, { ip })).res.status).toBe(201);
    expect((await api.register({}, { ip })).res.status).toBe(201);
    const { res } = await api.register({}, { ip });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ detail: 'Too many registration attempts. Try again in 60 minutes.', code: 'rate_limited' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await api.register({}, { ip: randomIp() })).res.status).toBe(201);
  });
});

describe('wrong current passwords on a profile', () => {
  it('when a signed-in caller keeps guessing the current password, then the guesses are limited like sign-ins', async () => {
    const email = uniqueEmail('guesser');
    const { json } = await api.register({ email, password: 'Correct#1' });
    const put = () => api.call('/api/auth/me', { current_password: 'Guess#0000', new_password: 'Taken#Over1' }, { token: json!.access_token, method: 'PUT' });
    for (let i = 0; i < 3; i++) expect((await put()).status).toBe(400);
    expect((await put()).status).toBe(429);
  });
});
