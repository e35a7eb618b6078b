import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createRedis, signAccessToken, type RedisClient } from '@suvarna/platform';
import { openPrivateKey } from '../../services/auth/src/domain/key-encryption';
import type { RunningSite } from '../dev/site';
import { startTestSite, type TestSite } from '../testing';
import { callSite, type SiteCallOptions } from './site-call';

/*
 * The security findings as an attacker meets them: through the gateway of the whole site. A service
 * with endpoints that need a signed-in caller adds a row to `signedInEndpoints`.
 */

interface SignedInEndpoint {
  service: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
}

/** One or more endpoints of every service that needs a signed-in caller. */
const signedInEndpoints: SignedInEndpoint[] = [
  { service: 'auth', method: 'GET', path: '/api/auth/me' },
  { service: 'auth', method: 'GET', path: '/api/auth/admin/stats' },
  { service: 'catalog', method: 'POST', path: '/api/reviews/submit', body: { hotel_id: '2', rating: 5, comment: 'Lovely stay.' } },
  { service: 'catalog', method: 'GET', path: '/api/admin/hotels' },
];

const keyEncryptionKey = randomBytes(32).toString('base64');
/** Sign-in counts outlive a run in a shared Redis: each run plays from addresses of its own (all of 127/8 is loopback). */
const octet = () => 1 + Math.floor(Math.random() * 250);
const loopback = () => `127.${octet()}.${octet()}.${octet()}`;
const publicAddress = () => `${[octet(), octet(), octet(), octet()].join('.')}`;
const proxy = loopback();
let testSite: TestSite;
let site: RunningSite;
let redis: RedisClient;

beforeAll(async () => {
  testSite = await startTestSite(inject('adminDatabaseUrl'), inject('redisUrl'), {
    RATE_LIMIT_PER_MINUTE: '0',
    JWT_KEY_ENCRYPTION_KEY: keyEncryptionKey,
    LOGIN_FAILURE_DELAY_MS: '0',
    LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: '3',
    // The gateway believes one proxy in front of it: the load balancer these tests play.
    TRUST_PROXY: proxy,
  });
  site = testSite.site;
  redis = createRedis(inject('redisUrl') || undefined, testSite.redisKeyPrefix);
});

afterAll(async () => {
  redis?.disconnect();
  await testSite?.close();
});

/** A request to the site, optionally from another loopback address (fetch cannot choose one). */
const call = async (method: string, path: string, options: SiteCallOptions = {}) => {
  const { status, json } = await callSite(site.url, method, path, options);
  return { status, json };
};

const signIn = (email: string, password: string, options: { headers?: Record<string, string>; from?: string } = {}) =>
  call('POST', '/api/auth/login', { body: { email, password }, ...options });

/** What someone holding a copy of the database and the encryption key could sign: the auth service's own key. */
async function signWithAuthKey(fields: { sid: string; sub: string; role: 'admin' | 'guest'; iat?: Date }): Promise<string> {
  const auth = site.services.find((s) => s.name === 'auth')!;
  const { rows } = await auth.deps.pool.query<{ kid: string; private_key_encrypted: string }>(
    'SELECT kid, private_key_encrypted FROM signing_keys ORDER BY signs_from DESC LIMIT 1',
  );
  const { kid, private_key_encrypted: sealed } = rows[0]!;
  return signAccessToken({
    privateKey: openPrivateKey(sealed, Buffer.from(keyEncryptionKey, 'base64'), kid),
    kid,
    issuer: 'suvarna-auth',
    audience: 'suvarna',
    issuedAt: fields.iat,
    expiresAt: new Date(Date.now() + 3_600_000),
    claims: { sub: fields.sub, sid: fields.sid, role: fields.role, name: 'Mallory', email: 'mallory@example.com' },
  });
}

describe('tokens', () => {
  it.each(signedInEndpoints.map((e) => [e.service, `${e.method} ${e.path}`, e] as const))(
    'when a token signed with the real key names an invented session, then %s refuses it at %s',
    async (_service, _endpoint, { method, path, body }) => {
      const admin = await signIn('admin@suvarnahotels.in', 'Admin@123');
      const { id } = (admin.json.user as { id: string }) ?? {};
      const forged = await signWithAuthKey({ sid: randomUUID(), sub: id, role: 'admin' });
      const res = await call(method, path, { token: forged, body });
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ detail: 'Invalid or expired token' });
    },
  );

  it('when a real session\'s token is re-signed with an issue time an hour ahead, then every service refuses it', async () => {
    const guest = await signIn('guest@suvarnahotels.in', 'Guest@123');
    const token = guest.json.access_token as string;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string; sub: string };
    const future = await signWithAuthKey({ sid: claims.sid, sub: claims.sub, role: 'guest', iat: new Date(Date.now() + 3_600_000) });
    expect((await call('GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await call('GET', '/api/auth/me', { token: future })).status).toBe(401);
    expect((await call('POST', '/api/reviews/submit', { token: future, body: { hotel_id: '3', rating: 4, comment: 'Fine.' } })).status).toBe(401);
  });
});

describe('sign-in limits through the gateway', () => {
  it('when six addresses behind the trusted proxy each fail on the admin account, then the admin still signs in', async () => {
    for (let i = 1; i <= 6; i++) {
      const res = await signIn('admin@suvarnahotels.in', 'Wrong#Guess1', { from: proxy, headers: { 'x-forwarded-for': publicAddress() } });
      expect(res.status).toBe(401);
    }
    const owner = await signIn('admin@suvarnahotels.in', 'Admin@123', { from: proxy, headers: { 'x-forwarded-for': publicAddress() } });
    expect(owner.status).toBe(200);
  });

  it('when a client rotates spoofed X-Forwarded-For values, then its failures still count against the address it comes from', async () => {
    const client = loopback();
    for (let i = 1; i <= 3; i++) {
      const res = await signIn('manager@suvarnahotels.in', 'Wrong#Guess1', { from: client, headers: { 'x-forwarded-for': publicAddress() } });
      expect(res.status).toBe(401);
    }
    const refused = await signIn('manager@suvarnahotels.in', 'Manager@123', { from: client, headers: { 'x-forwarded-for': publicAddress() } });
    expect(refused.status).toBe(429);
    expect((await signIn('manager@suvarnahotels.in', 'Manager@123', { from: loopback() })).status).toBe(200);
  });

  it('when 20 sign-ins with the right password arrive at once, then all 20 succeed', async () => {
    const from = loopback();
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => signIn('hr@suvarnahotels.in', 'Hr@12345', { from })))).map((r) => r.status);
    expect(statuses).toEqual(Array<number>(20).fill(200));
  });
});

describe('operations endpoints', () => {
  it('when /metrics and /readyz are asked on the site\'s port, then no metric and no breaker is shown; the operations port has them', async () => {
    expect((await call('GET', '/metrics')).status).toBe(404);
    const ready = await call('GET', '/readyz');
    expect(ready).toEqual({ status: 200, json: { status: 'ready' } });
    expect((await call('GET', '/healthz')).json).toEqual({ status: 'ok' });
    expect(site.opsUrl).not.toBe(site.url);
    expect(await (await fetch(`${site.opsUrl}/metrics`)).text()).toContain('gateway_breaker_state');
    expect(await (await fetch(`${site.opsUrl}/readyz`)).json()).toMatchObject({ breakers: { auth: 'closed' } });
  });
});

describe('session lists', () => {
  it('when a guest signs in, then the session is on the allow-list in Redis until it ends', async () => {
    const guest = await signIn('guest@suvarnahotels.in', 'Guest@123');
    const token = guest.json.access_token as string;
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };
    expect(await redis.exists(`auth:session:${sid}`)).toBe(1);
    await call('POST', '/api/auth/logout', { token });
    expect(await redis.exists(`auth:session:${sid}`)).toBe(0);
  });
});
