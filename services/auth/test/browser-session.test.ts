import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '@suvarna/contracts';
import { createAuth, type Auth } from '@suvarna/platform';
import { client, randomIp, startAuth, uniqueEmail, type AuthUnderTest } from './auth-test-kit';

/*
 * The browser's session: a short-lived access token it keeps in memory, and a refresh token in an HttpOnly
 * cookie that is rotated on every use. A refresh token used twice ends its whole session.
 */

let auth: AuthUnderTest;
let strict: AuthUnderTest;
let otherService: Auth;

beforeAll(async () => {
  [auth, strict] = await Promise.all([startAuth(), startAuth({ REFRESH_TOKEN_REUSE_GRACE_SECONDS: '0' })]);
  otherService = createAuth({
    jwksUrl: `${auth.url}/api/auth/jwks`,
    issuer: 'suvarna-auth',
    audience: 'suvarna',
    redis: auth.service.deps.redis,
    logger: auth.service.deps.logger,
  });
});

afterAll(async () => {
  await Promise.all([auth?.stop(), strict?.stop()]);
});

interface Answer {
  status: number;
  body?: TokenResponse;
  /** The Set-Cookie line of the refresh cookie, if the answer set or cleared it. */
  setCookie?: string;
  /** The refresh token the answer set (undefined when it cleared the cookie or left it alone). */
  refresh?: string;
}

async function post(baseUrl: string, path: string, options: { cookie?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'x-forwarded-for': randomIp(),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: `suvarna_refresh=${options.cookie}` } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('suvarna_refresh='));
  const value = setCookie?.slice('suvarna_refresh='.length, setCookie.indexOf(';'));
  const text = await res.text();
  return { status: res.status, body: text && res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as TokenResponse) : undefined, setCookie, refresh: value || undefined };
}

const register = (baseUrl: string, headers?: Record<string, string>) =>
  post(baseUrl, '/api/auth/register', { body: { full_name: 'Nila Varma', email: uniqueEmail('nila'), password: 'Monsoon#Verandah7' }, headers });

describe('signing in', () => {
  it('when a browser signs in on localhost, then the refresh token comes only in an HttpOnly, SameSite=Strict cookie of the auth path, and the access token lives 15 minutes', async () => {
    const answer = await register(auth.url);
    expect(answer.status).toBe(201);
    expect(answer.setCookie).toMatch(/^suvarna_refresh=[A-Za-z0-9_-]{43}; Path=\/api\/auth; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    // The session's 7 days, less the moments the sign-in itself took.
    const maxAge = Number(/Max-Age=(\d+)/.exec(answer.setCookie!)![1]);
    expect(maxAge).toBeLessThanOrEqual(604_800);
    expect(maxAge).toBeGreaterThan(604_800 - 60);
    expect(answer.body?.expires_in).toBe(15 * 60);
    expect(JSON.stringify(answer.body)).not.toContain(answer.refresh!);
  });

  it('when the site is asked for by its public name, then the cookie is Secure too', async () => {
    const answer = await register(auth.url, { 'x-forwarded-host': 'www.suvarnahotels.in', 'x-forwarded-proto': 'https' });
    expect(answer.setCookie).toMatch(/; HttpOnly; Secure; SameSite=Strict$/);
  });
});

describe('POST /api/auth/session', () => {
  it('when the browser starts without a cookie, then 204: nobody is signed in, and nothing is an error', async () => {
    const answer = await post(auth.url, '/api/auth/session');
    expect(answer.status).toBe(204);
    expect(answer.setCookie).toBeUndefined();
  });

  it('when the browser renews with its cookie, then a new access token for the same session comes back and the cookie is rotated', async () => {
    const signedIn = await register(auth.url);
    const renewed = await post(auth.url, '/api/auth/session', { cookie: signedIn.refresh });
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ token_type: 'bearer', expires_in: 15 * 60, user: { id: signedIn.body!.user.id } });
    expect(renewed.refresh).toBeDefined();
    expect(renewed.refresh).not.toBe(signedIn.refresh);
    const sid = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
    expect(sid(renewed.body!.access_token)).toBe(sid(signedIn.body!.access_token));
    await expect(otherService.verifyToken(renewed.body!.access_token)).resolves.toMatchObject({ id: signedIn.body!.user.id });
  });

  it('when an old refresh token is replayed after its successor was used, then the whole session ends: every token and cookie of it is refused', async () => {
    const signedIn = await register(auth.url);
    const second = await post(auth.url, '/api/auth/session', { cookie: signedIn.refresh });
    const third = await post(auth.url, '/api/auth/session', { cookie: second.refresh });
    expect(third.status).toBe(200);

    const replayed = await post(auth.url, '/api/auth/refresh', { cookie: signedIn.refresh });
    expect(replayed.status).toBe(401);
    expect(replayed.setCookie).toMatch(/^suvarna_refresh=; .*Max-Age=0/);

    expect((await post(auth.url, '/api/auth/session', { cookie: third.refresh })).status).toBe(204);
    await expect(otherService.verifyToken(third.body!.access_token)).rejects.toMatchObject({ status: 401 });
    expect((await client(auth.url).me(third.body!.access_token)).status).toBe(401);
  });

  it('when the same browser retries at once with the token whose answer it lost, then it gets a new one, and the one it lost can no longer be used', async () => {
    const signedIn = await register(auth.url);
    const lost = await post(auth.url, '/api/auth/session', { cookie: signedIn.refresh });
    const retried = await post(auth.url, '/api/auth/session', { cookie: signedIn.refresh });
    expect(retried.status).toBe(200);
    expect(retried.refresh).not.toBe(lost.refresh);
    expect((await post(auth.url, '/api/auth/session', { cookie: retried.refresh })).status).toBe(200);
    // The lost token was never used by its owner; presented now, after its replacement was used, it is a theft.
    expect((await post(auth.url, '/api/auth/session', { cookie: lost.refresh })).status).toBe(204);
    await expect(otherService.verifyToken(retried.body!.access_token)).rejects.toMatchObject({ status: 401 });
  });

  it('when the grace is 0, then even an immediate second use of a refresh token ends the session', async () => {
    const signedIn = await register(strict.url);
    const renewed = await post(strict.url, '/api/auth/session', { cookie: signedIn.refresh });
    expect(renewed.status).toBe(200);
    expect((await post(strict.url, '/api/auth/session', { cookie: signedIn.refresh })).status).toBe(204);
    expect((await client(strict.url).me(renewed.body!.access_token)).status).toBe(401);
  });

  it('when the cookie is not one this service issued, then 204 and the cookie is cleared', async () => {
    const answer = await post(auth.url, '/api/auth/session', { cookie: 'x'.repeat(43) });
    expect(answer.status).toBe(204);
    expect(answer.setCookie).toMatch(/Max-Age=0/);
  });
});

describe('POST /api/auth/refresh for API clients', () => {
  it('when an API client sends only its bearer token, then it still gets a new access token', async () => {
    const signedIn = await register(auth.url);
    const answer = await post(auth.url, '/api/auth/refresh', { token: signedIn.body!.access_token });
    expect(answer.status).toBe(200);
    expect(answer.setCookie).toBeUndefined();
    expect((await client(auth.url).me(answer.body!.access_token)).status).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('when a browser signs out, then the cookie is cleared and the session is over for every service and every cookie', async () => {
    const signedIn = await register(auth.url);
    const answer = await post(auth.url, '/api/auth/logout', { cookie: signedIn.refresh, token: signedIn.body!.access_token });
    expect(answer.status).toBe(200);
    expect(answer.setCookie).toMatch(/^suvarna_refresh=; Path=\/api\/auth; Max-Age=0;/);
    await expect(otherService.verifyToken(signedIn.body!.access_token)).rejects.toMatchObject({ status: 401 });
    expect((await post(auth.url, '/api/auth/session', { cookie: signedIn.refresh })).status).toBe(204);
  });

  it('when the access token in memory has run out, then the cookie alone still ends the session', async () => {
    const signedIn = await register(auth.url);
    const renewed = await post(auth.url, '/api/auth/session', { cookie: signedIn.refresh });
    const answer = await post(auth.url, '/api/auth/logout', { cookie: renewed.refresh, token: 'expired.or.garbage' });
    expect(answer.status).toBe(200);
    await expect(otherService.verifyToken(renewed.body!.access_token)).rejects.toMatchObject({ status: 401 });
  });

  it('when neither a token nor a cookie comes, then 401', async () => {
    expect((await post(auth.url, '/api/auth/logout')).status).toBe(401);
  });
});
