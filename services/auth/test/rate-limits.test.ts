import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, randomIp, startAuth, uniqueEmail, type AuthUnderTest } from './auth-test-kit';

let auth: AuthUnderTest;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  auth = await startAuth({
    LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: '3',
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

async function account(password = 'Correct#Horse1') {
  const email = uniqueEmail('limited');
  await api.register({ email, password });
  return email;
}

async function timed(p: Promise<Response>) {
  const started = performance.now();
  const res = await p;
  return { res, ms: performance.now() - started };
}

describe('an account under attack is never locked', () => {
  it('when six addresses each fail on an account, then the right password still signs in, from a new address and from one of them', async () => {
    const email = await account();
    const attackers = Array.from({ length: 6 }, () => randomIp());
    for (const ip of attackers) expect((await api.login(email, 'Wrong#pass1', { ip })).status).toBe(401);
    expect((await api.login(email, 'Correct#Horse1', { ip: randomIp() })).status).toBe(200);
    expect((await api.login(email, 'Correct#Horse1', { ip: attackers[0] })).status).toBe(200);
  });

  it('when one address has failed 3 times on an account, then that address is refused for it with when to retry, and the owner elsewhere signs in', async () => {
    const email = await account();
    const ip = randomIp();
    for (let i = 0; i < 3; i++) expect((await api.login(email, 'Wrong#pass1', { ip })).status).toBe(401);
    const refused = await api.login(email, 'Correct#Horse1', { ip });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ detail: 'Too many failed sign-in attempts. Try again in 10 minutes.', code: 'rate_limited' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await api.login(email, 'Correct#Horse1', { ip: randomIp() })).status).toBe(200);
  });

  it('when failures on an account repeat, from any addresses, then each failed answer is slowed more, up to the cap', async () => {
    const email = await account();
    const first = await timed(api.login(email, 'Wrong#pass1'));
    await api.login(email, 'Wrong#pass1');
    const third = await timed(api.login(email, 'Wrong#pass1'));
    expect(first.res.status).toBe(401);
    expect(first.ms).toBeGreaterThanOrEqual(95);
    expect(third.res.status).toBe(401);
    expect(third.ms).toBeGreaterThanOrEqual(245);
  });

  it('when the right password follows failures from the same address, then that address\'s failures on the account are forgiven', async () => {
    const email = await account();
    const ip = randomIp();
    for (let i = 0; i < 2; i++) await api.login(email, 'Wrong#pass1', { ip });
    expect((await api.login(email, 'Correct#Horse1', { ip })).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await api.login(email, 'Wrong#pass1', { ip })).status).toBe(401);
    expect((await api.login(email, 'Correct#Horse1', { ip })).status).toBe(200);
  });

  it('when the e-mail has no account, then its failures are limited the same way', async () => {
    const email = uniqueEmail('ghost');
    const ip = randomIp();
    for (let i = 0; i < 3; i++) expect((await api.login(email, 'Wrong#pass1', { ip })).status).toBe(401);
    expect((await api.login(email, 'Wrong#pass1', { ip })).status).toBe(429);
  });
});

describe('concurrency', () => {
  it('when 20 sign-ins with the right password arrive at once from one address, then all 20 succeed and none counts as a failure', async () => {
    const email = await account();
    const ip = randomIp();
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => api.login(email, 'Correct#Horse1', { ip })))).map((r) => r.status);
    expect(statuses).toEqual(Array<number>(20).fill(200));
    for (let i = 0; i < 2; i++) expect((await api.login(email, 'Wrong#pass1', { ip })).status).toBe(401);
    expect((await api.login(email, 'Correct#Horse1', { ip })).status).toBe(200);
  });

  it('when an account that failed lately gets 10 wrong passwords at once from 10 addresses, then one is checked, the rest are refused at once, and another account signs in meanwhile', async () => {
    const email = await account();
    const other = await account();
    expect((await api.login(email, 'Wrong#pass1', { ip: randomIp() })).status).toBe(401);
    const [answers, bystander] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => api.login(email, 'Wrong#pass1', { ip: randomIp() }))),
      api.login(other, 'Correct#Horse1', { ip: randomIp() }),
    ]);
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((st) => st === 401).length).toBeLessThanOrEqual(2);
    expect(statuses.filter((st) => st === 401 || st === 429)).toHaveLength(10);
    const refused = answers.find((r) => r.status === 429)!;
    expect(await refused.json()).toEqual({ detail: 'Too many sign-in attempts at once for this account. Try again in 1 second.', code: 'rate_limited' });
    expect(bystander.status).toBe(200);
    // Nothing is locked: once the burst is answered, the owner's right password signs in.
    expect((await api.login(email, 'Correct#Horse1', { ip: randomIp() })).status).toBe(200);
  });

  it('when a burst of wrong guesses arrives at once from one address, then no more than the limit are checked', async () => {
    const email = await account();
    const ip = randomIp();
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => api.login(email, 'Wrong#pass1', { ip })))).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });
});

describe('failed sign-ins per address', () => {
  it('when one address has failed 5 times across accounts, then its next attempt gets 429 and other addresses are unaffected', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) expect((await api.login(uniqueEmail('spray'), 'Wrong#pass1', { ip })).status).toBe(401);
    const email = await account();
    const refused = await api.login(email, 'Correct#Horse1', { ip });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    expect((await api.login(email, 'Correct#Horse1', { ip: randomIp() })).status).toBe(200);
  });

  it('when sign-ins from one address succeed, then they do not count against it', async () => {
    const ip = randomIp();
    const email = await account();
    for (let i = 0; i < 7; i++) expect((await api.login(email, 'Correct#Horse1', { ip })).status).toBe(200);
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
    const { json } = await api.register({ email, password: 'Correct#Horse1' });
    const ip = randomIp();
    const put = () =>
      api.call('/api/auth/me', { current_password: 'Guess#0000', new_password: 'Taken#Over12' }, { token: json!.access_token, method: 'PUT', ip });
    for (let i = 0; i < 3; i++) expect((await put()).status).toBe(400);
    expect((await put()).status).toBe(429);
  });
});
