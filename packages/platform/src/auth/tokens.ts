import { randomUUID, type KeyObject } from 'node:crypto';
import { SignJWT, type CryptoKey } from 'jose';
import type { AccessTokenClaims } from '@suvarna/contracts';

/** The only signature algorithm issued and accepted: Ed25519 (JOSE "EdDSA"). */
export const ACCESS_TOKEN_ALGORITHM = 'EdDSA';

/** Where a revoked session is recorded for every verifier; the value is irrelevant, the TTL is the token's remaining life. */
export const revokedSessionKey = (sessionId: string): string => `auth:revoked:${sessionId}`;

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
  const payload: Record<string, string> = { sid: rest.sid, role: rest.role, name: rest.name, email: rest.email };
  if (rest.department) payload.department = rest.department;
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
