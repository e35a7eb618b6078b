import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import type { Role } from '@suvarna/contracts';
import { ACCESS_TOKEN_ALGORITHM, listLiveSession, liveSessionKey, revokedSessionKey, signAccessToken } from '../auth/tokens';
import { createRedis, type RedisClient } from '../redis';

export interface TestTokenClaims {
  sub: string;
  role: Role;
  department?: string;
  name?: string;
  email?: string;
  /** Whether the token says the e-mail address is verified; default true, as a regular customer's. */
  emailVerified?: boolean;
  /** Session id; a fresh one when absent. */
  sid?: string;
}

export interface TestTokenOptions {
  /** Seconds from now; negative for an already expired token. Default one hour. */
  expiresInSeconds?: number;
  /** Seconds from now the token claims it was issued (positive: in the future). Default now. */
  issuedInSeconds?: number;
  issuer?: string;
  audience?: string;
  /**
   * Lists the token's session as live in Redis, as the auth service does when it opens one (default
   * true). False gives a token with a valid signature for a session that never existed: a forgery.
   */
  liveSession?: boolean;
}

export interface TestIssuerOptions {
  issuer?: string;
  audience?: string;
  /**
   * Where the issuer lists its sessions: the Redis the services under test read. Default: a client of
   * its own for REDIS_URL, else the in-process stand-in (which shares one keyspace per process).
   */
  redis?: RedisClient;
}

export interface TestIssuer {
  jwksUrl: string;
  issuer: string;
  audience: string;
  kid: string;
  privateKey: CryptoKey;
  /** A token shaped exactly like the auth service's, signed by this issuer's key; its session is listed as live. */
  sign(claims: TestTokenClaims, options?: TestTokenOptions): Promise<string>;
  /** Ends a session as a sign-out does: unlisted as live, listed as revoked. */
  revoke(sessionId: string): Promise<void>;
  close(): Promise<void>;
}

/** The session id of a bearer token, read without checking it (the stand-in's record is keyed by it). */
function sessionOf(authorization: string | undefined): string | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return undefined;
  try {
    const { sid } = decodeJwt(token);
    return typeof sid === 'string' ? sid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A stand-in for the auth service in other services' tests: its own Ed25519 key, published as a
 * JWKS on a local port, and the sessions of the tokens it signs listed as live in Redis and kept in its own
 * record, which it answers from at `/api/auth/session` as the auth service does. Pass
 * `AUTH_JWKS_URL: issuer.jwksUrl` (and its issuer and audience, which are the config defaults) in the
 * service's config.
 */
export async function startTestIssuer(options: TestIssuerOptions = {}): Promise<TestIssuer> {
  const issuer = options.issuer ?? 'suvarna-auth';
  const audience = options.audience ?? 'suvarna';
  const kid = `test-${randomUUID()}`;
  const ownsRedis = !options.redis;
  const redis = options.redis ?? createRedis(process.env.REDIS_URL || undefined, process.env.REDIS_KEY_PREFIX);
  const { privateKey, publicKey } = await generateKeyPair(ACCESS_TOKEN_ALGORITHM, { crv: 'Ed25519' });
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' }] });

  // The record of sessions, as the auth schema's: what the session read answers when Redis has lost its lists.
  const liveSessions = new Map<string, Date>();
  const server = createServer((req, res) => {
    if (req.url === '/api/auth/session') {
      const sid = sessionOf(req.headers.authorization);
      const expiresAt = sid === undefined ? undefined : liveSessions.get(sid);
      const live = expiresAt !== undefined && expiresAt.getTime() > Date.now();
      res.writeHead(live ? 200 : 401, { 'content-type': 'application/json' }).end(JSON.stringify(live ? { live: true } : { detail: 'Invalid or expired token', code: 'invalid_token' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    jwksUrl: `http://127.0.0.1:${port}/api/auth/jwks`,
    issuer,
    audience,
    kid,
    privateKey,
    async sign(claims, { expiresInSeconds = 3600, issuedInSeconds, liveSession = true, ...overrides } = {}) {
      const expiresAt = new Date(Date.now() + expiresInSeconds * 1000);
      const sid = claims.sid ?? randomUUID();
      if (liveSession) {
        liveSessions.set(sid, expiresAt);
        await listLiveSession(redis, sid, expiresAt);
      }
      // An expired token was issued an hour before it expired, as a real one would have been.
      const issuedAt =
        issuedInSeconds !== undefined ? new Date(Date.now() + issuedInSeconds * 1000) : expiresInSeconds > 0 ? new Date() : new Date(expiresAt.getTime() - 3_600_000);
      return signAccessToken({
        privateKey,
        kid,
        issuer: overrides.issuer ?? issuer,
        audience: overrides.audience ?? audience,
        expiresAt,
        issuedAt,
        claims: {
          sub: claims.sub,
          sid,
          role: claims.role,
          ...(claims.department ? { department: claims.department } : {}),
          name: claims.name ?? 'Test User',
          email: claims.email ?? `${claims.sub}@example.com`,
          email_verified: claims.emailVerified ?? true,
        },
      });
    },
    async revoke(sessionId) {
      liveSessions.delete(sessionId);
      await redis.multi().del(liveSessionKey(sessionId)).set(revokedSessionKey(sessionId), '1', 'EX', 24 * 3600).exec();
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      if (ownsRedis) redis.disconnect();
    },
  };
}
