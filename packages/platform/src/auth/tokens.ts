import { randomUUID, type KeyObject } from 'node:crypto';
import { SignJWT, type CryptoKey } from 'jose';
import type { AccessTokenClaims } from '@suvarna/contracts';
import type { RedisClient } from '../redis';

/** The only signature algorithm issued and accepted: Ed25519 (JOSE "EdDSA"). */
export const ACCESS_TOKEN_ALGORITHM = 'EdDSA';

/** Where a revoked session is recorded for every verifier; the value is irrelevant, the TTL is the token's remaining life. */
export const revokedSessionKey = (sessionId: string): string => `auth:revoked:${sessionId}`;

/**
 * The allow-list: a session the auth service opened and has not ended is listed here until it
 * expires. A verifier accepts a token only when its session is listed (and not revoked), so a token
 * signed for a session that never existed is refused even with a valid signature.
 */
export const liveSessionKey = (sessionId: string): string => `auth:session:${sessionId}`;

/** Lists a session as live until it expires (a refresh lists it again with the new expiry). */
export async function listLiveSession(redis: RedisClient, sessionId: string, expiresAt: Date): Promise<void> {
  const ttl = expiresAt.getTime() - Date.now();
  if (ttl <= 0) return;
  await redis.set(liveSessionKey(sessionId), '1', 'PX', ttl);
}

export interface SignAccessTokenInput {
  privateKey: CryptoKey | KeyObject;
  kid: string;
  issuer: string;
  audience: string;
  claims: AccessTokenClaims;
  /** When the token stops being accepted. */
  expiresAt: Date;
  issuedAt?: Date;
}

/**
 * Signs an access token. Shared by the auth service and the test issuer so that the tokens other
 * services see in their tests are shaped exactly like the real ones.
 */
export async function signAccessToken({ privateKey, kid, issuer, audience, claims, expiresAt, issuedAt = new Date() }: SignAccessTokenInput): Promise<string> {
  const { sub, ...rest } = claims;
  const payload: Record<string, string | boolean> = { sid: rest.sid, role: rest.role, name: rest.name, email: rest.email };
  if (rest.department) payload.department = rest.department;
  if (rest.email_verified !== undefined) payload.email_verified = rest.email_verified;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid, typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .setJti(randomUUID())
    .sign(privateKey);
}
