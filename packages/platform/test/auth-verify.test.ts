import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import {
  createAuth,
  createHttpApp,
  createLogger,
  createMetrics,
  createRedis,
  finishApp,
  liveSessionKey,
  revokedSessionKey,
  type Auth,
  type RedisClient,
} from '../src/index';
import { startTestIssuer, type TestIssuer } from '../src/testing/index';

let issuer: TestIssuer;
let redis: RedisClient;
let auth: Auth;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  issuer = await startTestIssuer();
  redis = createRedis(inject('redisUrl') || undefined);
  const logger = createLogger('auth-verify-test', 'silent');
  auth = createAuth({ jwksUrl: issuer.jwksUrl, issuer: issuer.issuer, audience: issuer.audience, redis, logger });
  const app = createHttpApp({ logger, metrics: createMetrics('auth-verify-test') });
  app.get('/open', auth.authenticate, (req, res) => {
    res.json({ user: auth.findUser(req) ?? null });
  });
  app.get('/me', auth.requireAuth, (req, res) => {
    res.json(auth.getUser(req));
  });
  app.get('/admin', auth.requireAdmin, (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/hr', auth.requireRole('hr'), (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/department', auth.requireRole('department_head'), (req, res) => {
    res.json({ department: auth.getUser(req).department });
  });
  finishApp(app, logger);
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await issuer?.close();
  redis?.disconnect();
});

const get = (path: string, token?: string) => fetch(`${baseUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const guest = (extra: { sid?: string } = {}) => issuer.sign({ sub: randomUUID(), role: 'guest', name: 'Kavya Iyer', email: 'kavya@example.com', ...extra });
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function expectRefused(res: Response, detail = 'Invalid or expired token') {
  expect(res.status).toBe(401);
  expect(res.headers.get('www-authenticate')).toBe('Bearer');
  expect(await res.json()).toMatchObject({ detail });
}

describe('requireAuth', () => {
  it('when a valid token comes, then the user of its claims is exposed', async () => {
    const sub = randomUUID();
    const sid = randomUUID();
    const token = await issuer.sign({ sub, sid, role: 'department_head', department: 'Engineering', name: 'Vikram Rao', email: 'vikram@example.com' });
    const res = await get('/me', token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: sub, sessionId: sid, role: 'department_head', department: 'Engineering', fullName: 'Vikram Rao', email: 'vikram@example.com', emailVerified: true });
  });

  it('when the token says the address is not verified, then the user says so', async () => {
    const token = await issuer.sign({ sub: randomUUID(), role: 'guest', emailVerified: false });
    expect(await (await get('/me', token)).json()).toMatchObject({ emailVerified: false });
  });

  it('when no token comes, then 401 says authentication is required', async () => {
    await expectRefused(await get('/me'), 'Authentication required');
  });

  it('when the token is not a JWT at all, then 401', async () => {
    await expectRefused(await get('/me', 'not-a-token'));
  });

  it('when the token says alg none and carries no signature, then 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: randomUUID(), sid: randomUUID(), role: 'admin', name: 'Mallory', email: 'm@example.com', iss: issuer.issuer, aud: issuer.audience, iat: now, exp: now + 3600 };
    const unsigned = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.`;
    await expectRefused(await get('/me', unsigned));
    await expectRefused(await get('/admin', unsigned));
  });

  it('when the payload was changed after signing, then the signature no longer matches and 401', async () => {
    const [header, payload, signature] = (await guest()).split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const tampered = `${header}.${b64url({ ...claims, role: 'admin' })}.${signature}`;
    await expectRefused(await get('/admin', tampered));
  });

  it('when one byte of the signature is changed, then 401', async () => {
    const token = await guest();
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    await expectRefused(await get('/me', `${token.slice(0, -2)}${last}${token.at(-1)}`));
  });

  it('when the token is signed by another Ed25519 key under the same kid, then 401', async () => {
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const forged = await new SignJWT({ sid: randomUUID(), role: 'admin', name: 'Mallory', email: 'm@example.com' })
      .setProtectedHeader({ alg: 'EdDSA', kid: issuer.kid })
      .setSubject(randomUUID())
      .setIssuer(issuer.issuer)
      .setAudience(issuer.audience)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    await expectRefused(await get('/admin', forged));
  });

  it('when the token is HMAC-signed with the public key as the secret, then the algorithm is refused and 401', async () => {
    const { publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const secret = new TextEncoder().encode(JSON.stringify(await exportJWK(publicKey)));
    const hmac = await new SignJWT({ sid: randomUUID(), role: 'admin', name: 'Mallory', email: 'm@example.com' })
      .setProtectedHeader({ alg: 'HS256', kid: issuer.kid })
      .setSubject(randomUUID())
      .setIssuer(issuer.issuer)
      .setAudience(issuer.audience)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    await expectRefused(await get('/admin', hmac));
  });

  it('when the token has expired, then 401', async () => {
    const expired = await issuer.sign({ sub: randomUUID(), role: 'guest' }, { expiresInSeconds: -60 });
    await expectRefused(await get('/me', expired));
  });

  it('when the token names another issuer, then 401', async () => {
    await expectRefused(await get('/me', await issuer.sign({ sub: randomUUID(), role: 'guest' }, { issuer: 'someone-else' })));
  });

  it('when the token is meant for another audience, then 401', async () => {
    await expectRefused(await get('/me', await issuer.sign({ sub: randomUUID(), role: 'guest' }, { audience: 'another-app' })));
  });

  it('when the token carries a role the product does not know, then 401', async () => {
    const token = await issuer.sign({ sub: randomUUID(), role: 'guest' });
    const [header, payload] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const { privateKey } = issuer;
    const superuser = await new SignJWT({ ...claims, role: 'superuser' }).setProtectedHeader(JSON.parse(Buffer.from(header, 'base64url').toString())).sign(privateKey);
    await expectRefused(await get('/me', superuser));
  });

  it('when the session of a valid token has been revoked, then 401', async () => {
    const sid = randomUUID();
    const token = await guest({ sid });
    expect((await get('/me', token)).status).toBe(200);
    await redis.set(revokedSessionKey(sid), '1', 'EX', 60);
    await expectRefused(await get('/me', token));
  });
});

describe('the session allow-list', () => {
  it('when a token is validly signed for a session that was never opened, then 401 even for an admin role', async () => {
    const forged = await issuer.sign({ sub: randomUUID(), role: 'admin', name: 'Mallory' }, { liveSession: false });
    await expectRefused(await get('/me', forged));
    await expectRefused(await get('/admin', forged));
  });

  it('when a session is ended by the issuer, then its token is refused from then on', async () => {
    const sid = randomUUID();
    const token = await guest({ sid });
    expect((await get('/me', token)).status).toBe(200);
    await issuer.revoke(sid);
    await expectRefused(await get('/me', token));
  });

  it('when Redis has lost the listing of a live session (a restart or a flush), then the record is asked and the token still works', async () => {
    const sid = randomUUID();
    const token = await guest({ sid });
    await redis.del(liveSessionKey(sid));
    expect((await get('/me', token)).status).toBe(200);
    expect((await get('/me', token)).status).toBe(200);
  });

  it('when a session has ended in the record and Redis has lost both lists, then its token is refused', async () => {
    const sid = randomUUID();
    const token = await guest({ sid });
    expect((await get('/me', token)).status).toBe(200);
    await issuer.revoke(sid);
    await redis.del(revokedSessionKey(sid));
    await expectRefused(await get('/me', token));
  });

  it('when a session is on neither list and the record cannot be asked, then 503 (never a pass)', async () => {
    const offline = createAuth({
      jwksUrl: issuer.jwksUrl,
      issuer: issuer.issuer,
      audience: issuer.audience,
      redis,
      logger: createLogger('auth-verify-test', 'silent'),
      sessionLookup: () => Promise.reject(new Error('auth is away')),
    });
    const sid = randomUUID();
    const token = await guest({ sid });
    await redis.del(liveSessionKey(sid));
    await expect(offline.verifyToken(token)).rejects.toMatchObject({ status: 503 });
  });
});

describe('issue time', () => {
  it('when a token says it was issued an hour from now, then 401', async () => {
    await expectRefused(await get('/me', await issuer.sign({ sub: randomUUID(), role: 'guest' }, { issuedInSeconds: 3600 })));
  });

  it('when a token was issued 30 s ahead of this clock, then 401; 3 s ahead is within the skew and passes', async () => {
    await expectRefused(await get('/me', await issuer.sign({ sub: randomUUID(), role: 'guest' }, { issuedInSeconds: 30 })));
    expect((await get('/me', await issuer.sign({ sub: randomUUID(), role: 'guest' }, { issuedInSeconds: 3 }))).status).toBe(200);
  });
});

describe('authenticate', () => {
  it('when a valid token comes, then the user is set', async () => {
    const res = await get('/open', await guest());
    expect(((await res.json()) as { user: { role: string } }).user.role).toBe('guest');
  });

  it('when no token or a bad one comes, then the request goes on anonymously', async () => {
    expect(await (await get('/open')).json()).toEqual({ user: null });
    expect(await (await get('/open', 'garbage')).json()).toEqual({ user: null });
  });
});

describe('role guards', () => {
  it.each([
    ['admin', 200],
    ['manager', 200],
    ['hr', 403],
    ['department_head', 403],
    ['guest', 403],
  ] as const)('when a %s calls an admin endpoint, then %i', async (role, status) => {
    const res = await get('/admin', await issuer.sign({ sub: randomUUID(), role, ...(role === 'department_head' ? { department: 'Engineering' } : {}) }));
    expect(res.status).toBe(status);
    if (status === 403) expect(await res.json()).toMatchObject({ detail: 'You do not have permission to access this resource' });
  });

  it('when HR calls an HR endpoint, then 200; when a guest does, then 403', async () => {
    expect((await get('/hr', await issuer.sign({ sub: randomUUID(), role: 'hr' }))).status).toBe(200);
    expect((await get('/hr', await guest())).status).toBe(403);
  });

  it('when a department head calls a department endpoint, then their department is known', async () => {
    const res = await get('/department', await issuer.sign({ sub: randomUUID(), role: 'department_head', department: 'Finance' }));
    expect(await res.json()).toEqual({ department: 'Finance' });
    expect((await get('/department', await issuer.sign({ sub: randomUUID(), role: 'manager' }))).status).toBe(403);
  });

  it('when a role guard gets no token, then 401 rather than 403', async () => {
    await expectRefused(await get('/admin'), 'Authentication required');
  });
});

describe('when the JWKS cannot be reached', () => {
  it('then a token is answered with 503, not with a request to sign in again', async () => {
    const logger = createLogger('auth-verify-test', 'silent');
    const offline = createAuth({ jwksUrl: 'http://127.0.0.1:9/jwks', issuer: issuer.issuer, audience: issuer.audience, redis, logger });
    await expect(offline.verifyToken(await guest())).rejects.toMatchObject({ status: 503 });
  });

  it('then, given the addresses of several auth instances, the next one that answers is asked', async () => {
    const logger = createLogger('auth-verify-test', 'silent');
    const failover = createAuth({ jwksUrl: ['http://127.0.0.1:9/jwks', issuer.jwksUrl], issuer: issuer.issuer, audience: issuer.audience, redis, logger });
    const token = await guest();
    await expect(failover.verifyToken(token)).resolves.toMatchObject({ role: 'guest' });
    // A bad token is refused by the instance that answered, not passed on as if it had not.
    await expect(failover.verifyToken(`${token.slice(0, -2)}xx`)).rejects.toMatchObject({ status: 401 });
    const offline = createAuth({ jwksUrl: ['http://127.0.0.1:9/jwks', 'http://127.0.0.1:7/jwks'], issuer: issuer.issuer, audience: issuer.audience, redis, logger });
    await expect(offline.verifyToken(token)).rejects.toMatchObject({ status: 503 });
  });
});
