import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createLocalJWKSet, type JWTVerifyGetKey } from 'jose';
import { createAuth, createLogger, createRedis, revokedSessionKey, VerifiedTokens, type Auth, type RedisClient } from '../src/index';
import { startTestIssuer, type TestIssuer } from '../src/testing/index';

let issuer: TestIssuer;
let redis: RedisClient;
let auth: Auth;
let keyLookups = 0;

beforeAll(async () => {
  issuer = await startTestIssuer();
  redis = createRedis(inject('redisUrl') || undefined);
  const jwks = (await (await fetch(issuer.jwksUrl)).json()) as Parameters<typeof createLocalJWKSet>[0];
  const local = createLocalJWKSet(jwks);
  // Counts the signature checks: jose asks for the key once per verification.
  const keySet: JWTVerifyGetKey = (header, token) => {
    keyLookups++;
    return local(header, token);
  };
  auth = createAuth({ keySet, issuer: issuer.issuer, audience: issuer.audience, redis, logger: createLogger('auth-verify-cache-test', 'silent') });
});

afterAll(async () => {
  await issuer?.close();
  redis?.disconnect();
});

afterEach(() => {
  vi.useRealTimers();
});

const guest = (sid = randomUUID(), expiresInSeconds?: number) =>
  issuer.sign({ sub: randomUUID(), sid, role: 'guest', name: 'Kavya Iyer', email: 'kavya@example.com' }, expiresInSeconds === undefined ? {} : { expiresInSeconds });

describe('a token verified once', () => {
  it('when it comes again, then its signature is not checked again and the same user is answered', async () => {
    const token = await guest();
    const first = await auth.verifyToken(token);
    const lookups = keyLookups;
    const again = await auth.verifyToken(token);
    expect(keyLookups).toBe(lookups);
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
  });

  it('when its session is revoked after it was verified, then it is refused on the next request', async () => {
    const sid = randomUUID();
    const token = await guest(sid);
    await auth.verifyToken(token);
    await redis.set(revokedSessionKey(sid), '1', 'EX', 60);
    await expect(auth.verifyToken(token)).rejects.toMatchObject({ status: 401 });
  });

  it('when its session is ended by a sign-out after it was verified, then it is refused on the next request', async () => {
    const sid = randomUUID();
    const token = await guest(sid);
    await auth.verifyToken(token);
    await issuer.revoke(sid);
    await expect(auth.verifyToken(token)).rejects.toMatchObject({ status: 401 });
  });

  it('when it expires (beyond the clock tolerance) after it was verified, then it is refused', async () => {
    const token = await guest(randomUUID(), 60);
    await auth.verifyToken(token);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 64_000 });
    await expect(auth.verifyToken(token)).resolves.toMatchObject({ role: 'guest' });
    vi.setSystemTime(Date.now() + 3_000);
    await expect(auth.verifyToken(token)).rejects.toMatchObject({ status: 401 });
  });

  it('when a minute has passed since its check, then its signature is checked again', async () => {
    const token = await guest();
    await auth.verifyToken(token);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const lookups = keyLookups;
    await expect(auth.verifyToken(token)).resolves.toMatchObject({ role: 'guest' });
    expect(keyLookups).toBe(lookups + 1);
    await auth.verifyToken(token);
    expect(keyLookups).toBe(lookups + 1);
  });

  it('when a token is refused, then it is checked again the next time (refusals are not kept)', async () => {
    const [header, payload, signature] = (await guest()).split('.') as [string, string, string];
    // The signature's first character changed (its last ones may carry bits a decoder ignores).
    const forged = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    await expect(auth.verifyToken(forged)).rejects.toMatchObject({ status: 401 });
    const lookups = keyLookups;
    await expect(auth.verifyToken(forged)).rejects.toMatchObject({ status: 401 });
    expect(keyLookups).toBe(lookups + 1);
  });
});

describe('VerifiedTokens', () => {
  const claims = { sub: 's', sid: 'x', role: 'guest' as const, name: 'n', email: 'e' };
  const now = () => Math.floor(Date.now() / 1000);

  it('keeps a token until jose would refuse its exp (exp > now - tolerance), and not after', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000_000 });
    const tokens = new VerifiedTokens(5);
    tokens.set('a', { claims, expiresAt: now() + 10 });
    vi.setSystemTime(Date.now() + 14_999);
    expect(tokens.get('a')).toBeDefined();
    vi.setSystemTime(Date.now() + 1);
    expect(tokens.get('a')).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('keeps no more than its bound, dropping the least recently used', () => {
    const tokens = new VerifiedTokens(5, { max: 2 });
    const entry = { claims, expiresAt: now() + 60 };
    tokens.set('a', entry);
    tokens.set('b', entry);
    tokens.get('a');
    tokens.set('c', entry);
    expect(tokens.size).toBe(2);
    expect(tokens.get('b')).toBeUndefined();
    expect(tokens.get('a')).toBe(entry);
    expect(tokens.get('c')).toBe(entry);
  });

  it('keeps a token no longer than a minute after its check, so that its signature is checked again', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000_000 });
    const tokens = new VerifiedTokens(5);
    tokens.set('a', { claims, expiresAt: now() + 3600 });
    vi.setSystemTime(Date.now() + 59_999);
    expect(tokens.get('a')).toBeDefined();
    vi.setSystemTime(Date.now() + 1);
    expect(tokens.get('a')).toBeUndefined();
  });

  it('does not keep a token already expired', () => {
    const tokens = new VerifiedTokens(5);
    tokens.set('a', { claims, expiresAt: now() - 6 });
    expect(tokens.size).toBe(0);
  });
});
