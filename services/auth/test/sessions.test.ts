import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportPKCS8, generateKeyPair } from 'jose';
import type { TokenResponse } from '@suvarna/contracts';
import { createAuth, createLogger, liveSessionKey, revokedSessionKey, type Auth } from '@suvarna/platform';
import { listsFilledKey } from '../src/domain/sessions';
import { client, startAuth, type AuthUnderTest } from './auth-test-kit';

let auth: AuthUnderTest;
let api: ReturnType<typeof client>;
/** How any other service checks tokens: the platform verifier fetching the auth service's JWKS. */
let otherService: Auth;

beforeAll(async () => {
  auth = await startAuth();
  api = client(auth.url);
  const { config, redis } = auth.service.deps;
  otherService = createAuth({
    jwksUrl: `${auth.url}/api/auth/jwks`,
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    redis,
    logger: createLogger('other-service', 'silent'),
  });
});

afterAll(async () => {
  await auth?.stop();
});

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const signedIn = async (fields: Record<string, unknown> = {}) => (await api.register(fields)).json!;

describe('tokens', () => {
  it('when a user signs in, then the token is an EdDSA JWT with the session, role and identity claims, valid for 15 minutes', async () => {
    const session = await signedIn({ full_name: 'Sanjana Pillai' });
    const [header] = session.access_token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({ alg: 'EdDSA', typ: 'JWT', kid: expect.any(String) });
    const claims = claimsOf(session.access_token);
    expect(claims).toMatchObject({
      iss: 'suvarna-auth',
      aud: 'suvarna',
      sub: session.user.id,
      sid: expect.any(String),
      role: 'guest',
      name: 'Sanjana Pillai',
      email: session.user.email,
      jti: expect.any(String),
    });
    expect(claims).not.toHaveProperty('department');
    // The expiry is reckoned a moment before the token is signed: a second may tick over in between.
    const lifetime = (claims.exp as number) - (claims.iat as number);
    expect(lifetime).toBeLessThanOrEqual(15 * 60);
    expect(lifetime).toBeGreaterThanOrEqual(15 * 60 - 2);
    expect(session.expires_in).toBe(15 * 60);
  });

  it('when another service verifies a fresh token against the JWKS, then it knows the user', async () => {
    const session = await signedIn();
    await expect(otherService.verifyToken(session.access_token)).resolves.toMatchObject({ id: session.user.id, role: 'guest', email: session.user.email });
  });
});

describe('GET /api/auth/jwks', () => {
  it('when fetched, then it publishes only public Ed25519 keys with kid, alg and use', async () => {
    const res = await api.call('/api/auth/jwks');
    expect(res.status).toBe(200);
    const { keys } = (await res.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toEqual({ kty: 'OKP', crv: 'Ed25519', x: expect.any(String), kid: expect.any(String), alg: 'EdDSA', use: 'sig' });
  });

  it('when a second instance starts on the same database, then it signs with the same key and accepts the first one\'s tokens', async () => {
    const session = await signedIn();
    const second = await auth.startAnother();
    const jwks = async (url: string) => (await (await fetch(`${url}/api/auth/jwks`)).json()) as unknown;
    expect(await jwks(second.url)).toEqual(await jwks(auth.url));
    expect((await client(second.url).me(session.access_token)).status).toBe(200);
    await second.close();
  });

  it('when JWT_PRIVATE_KEY is configured, then that key signs and its public half is published', async () => {
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const pem = await exportPKCS8(privateKey);
    const configured = await auth.startAnother({ JWT_PRIVATE_KEY: pem });
    const { keys } = (await (await fetch(`${configured.url}/api/auth/jwks`)).json()) as { keys: { kid: string; x: string }[] };
    const stored = (await (await fetch(`${auth.url}/api/auth/jwks`)).json()) as { keys: { kid: string }[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]!.kid).not.toBe(stored.keys[0]!.kid);
    const session = (await client(configured.url).register()).json!;
    expect(JSON.parse(Buffer.from(session.access_token.split('.')[0]!, 'base64url').toString())).toMatchObject({ kid: keys[0]!.kid });
    await configured.close();
  });
});

describe('POST /api/auth/refresh', () => {
  it('when the session is live, then a new token for the same session comes back and the session is extended', async () => {
    const session = await signedIn();
    const sid = claimsOf(session.access_token).sid as string;
    await auth.service.deps.pool.query("UPDATE sessions SET expires_at = now() + interval '1 hour' WHERE id = $1", [sid]);
    const res = await api.call('/api/auth/refresh', {}, { token: session.access_token });
    expect(res.status).toBe(200);
    const refreshed = (await res.json()) as TokenResponse;
    expect(refreshed).toMatchObject({ token_type: 'bearer', expires_in: 15 * 60, user: session.user });
    expect(refreshed.access_token).not.toBe(session.access_token);
    expect(claimsOf(refreshed.access_token).sid).toBe(sid);
    const { rows } = await auth.service.deps.pool.query<{ expires_at: Date }>('SELECT expires_at FROM sessions WHERE id = $1', [sid]);
    expect(rows[0]!.expires_at.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    expect((await api.me(refreshed.access_token)).status).toBe(200);
  });

  it('when no token is sent, then 401', async () => {
    expect((await api.call('/api/auth/refresh', {})).status).toBe(401);
  });

  it('when the session has run out in Postgres, then the refresh is refused even though the token is unexpired', async () => {
    const session = await signedIn();
    await auth.service.deps.pool.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1", [session.user.id]);
    const res = await api.call('/api/auth/refresh', {}, { token: session.access_token });
    expect(res.status).toBe(401);
    expect((await api.me(session.access_token)).status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('when a user signs out, then the old token is refused by the auth service and by every other service', async () => {
    const session = await signedIn();
    await expect(otherService.verifyToken(session.access_token)).resolves.toBeDefined();
    const res = await api.call('/api/auth/logout', {}, { token: session.access_token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Logged out successfully' });

    const me = await api.me(session.access_token);
    expect(me.status).toBe(401);
    expect(await me.json()).toMatchObject({ detail: 'Invalid or expired token' });
    expect((await api.call('/api/auth/refresh', {}, { token: session.access_token })).status).toBe(401);
    await expect(otherService.verifyToken(session.access_token)).rejects.toMatchObject({ status: 401 });
  });

  it('when a user signs out, then the revocation is recorded in Postgres and in Redis for the token\'s remaining life', async () => {
    const session = await signedIn();
    const sid = claimsOf(session.access_token).sid as string;
    await api.call('/api/auth/logout', {}, { token: session.access_token });
    const { rows } = await auth.service.deps.pool.query('SELECT revoked_at FROM sessions WHERE id = $1', [sid]);
    expect(rows[0]!.revoked_at).toBeInstanceOf(Date);
    const ttl = await auth.service.deps.redis.pttl(revokedSessionKey(sid));
    expect(ttl).toBeGreaterThan(6 * 24 * 3600 * 1000);
  });

  it('when signing out of one session, then the user\'s other sessions stay signed in', async () => {
    const email = (await signedIn({ password: 'Twin#Pass1' })).user.email;
    const first = (await api.json<TokenResponse>(await api.login(email, 'Twin#Pass1'))).access_token;
    const second = (await api.json<TokenResponse>(await api.login(email, 'Twin#Pass1'))).access_token;
    await api.call('/api/auth/logout', {}, { token: first });
    expect((await api.me(first)).status).toBe(401);
    expect((await api.me(second)).status).toBe(200);
  });

  it('when Redis has lost both session lists, then every service asks the auth service\'s record: the live session stays signed in and is listed again, the ended one stays out', async () => {
    const ended = await signedIn();
    const live = await signedIn();
    const endedSid = claimsOf(ended.access_token).sid as string;
    const liveSid = claimsOf(live.access_token).sid as string;
    await api.call('/api/auth/logout', {}, { token: ended.access_token });
    await auth.service.deps.redis.del(revokedSessionKey(endedSid), liveSessionKey(liveSid));

    await expect(otherService.verifyToken(live.access_token)).resolves.toMatchObject({ id: live.user.id });
    expect((await api.me(live.access_token)).status).toBe(200);
    expect(await auth.service.deps.redis.exists(liveSessionKey(liveSid))).toBe(1);
    await expect(otherService.verifyToken(ended.access_token)).rejects.toMatchObject({ status: 401 });
    expect((await api.me(ended.access_token)).status).toBe(401);
  });

  it('when Redis comes back empty, then the auth service lists the live and the revoked sessions again on its own', async () => {
    const ended = await signedIn();
    const live = await signedIn();
    const endedSid = claimsOf(ended.access_token).sid as string;
    const liveSid = claimsOf(live.access_token).sid as string;
    await api.call('/api/auth/logout', {}, { token: ended.access_token });
    const { redis } = auth.service.deps;
    await redis.del(listsFilledKey(auth.service.deps.config.DATABASE_URL), revokedSessionKey(endedSid), liveSessionKey(liveSid));

    await expect.poll(() => redis.exists(liveSessionKey(liveSid))).toBe(1);
    expect(await redis.exists(revokedSessionKey(endedSid))).toBe(1);
  });

  it('when Redis has lost both session lists, then the auth service restores them from Postgres at start', async () => {
    const ended = await signedIn();
    const live = await signedIn();
    const endedSid = claimsOf(ended.access_token).sid as string;
    const liveSid = claimsOf(live.access_token).sid as string;
    await api.call('/api/auth/logout', {}, { token: ended.access_token });
    await auth.service.deps.redis.del(revokedSessionKey(endedSid), liveSessionKey(liveSid));

    const restarted = await auth.startAnother();
    expect(await auth.service.deps.redis.exists(revokedSessionKey(endedSid))).toBe(1);
    expect(await auth.service.deps.redis.exists(liveSessionKey(liveSid))).toBe(1);
    await restarted.close();
  });

  it('when no token is sent, then 401', async () => {
    expect((await api.call('/api/auth/logout', {})).status).toBe(401);
  });
});
