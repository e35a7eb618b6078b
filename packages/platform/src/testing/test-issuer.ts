import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import type { Role } from '@suvarna/contracts';
import { ACCESS_TOKEN_ALGORITHM, signAccessToken } from '../auth/tokens';

export interface TestTokenClaims {
  sub: string;
  role: Role;
  department?: string;
  name?: string;
  email?: string;
  /** Session id; a fresh one when absent. */
  sid?: string;
}

export interface TestTokenOptions {
  /** Seconds from now; negative for an already expired token. Default one hour. */
  expiresInSeconds?: number;
  issuer?: string;
  audience?: string;
}

export interface TestIssuer {
  jwksUrl: string;
  issuer: string;
  audience: string;
  kid: string;
  privateKey: CryptoKey;
  /** A token shaped exactly like the auth service's, signed by this issuer's key. */
  sign(claims: TestTokenClaims, options?: TestTokenOptions): Promise<string>;
  close(): Promise<void>;
}

/**
 * A stand-in for the auth service in other services' tests: its own Ed25519 key, published as a
 * JWKS on a local port. Pass `AUTH_JWKS_URL: issuer.jwksUrl` (and its issuer and audience, which
 * are the config defaults) in the service's config.
 */
export async function startTestIssuer(options: { issuer?: string; audience?: string } = {}): Promise<TestIssuer> {
  const issuer = options.issuer ?? 'suvarna-auth';
  const audience = options.audience ?? 'suvarna';
  const kid = `test-${randomUUID()}`;
  const { privateKey, publicKey } = await generateKeyPair(ACCESS_TOKEN_ALGORITHM, { crv: 'Ed25519' });
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' }] });

  const server = createServer((_req, res) => {
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
    sign: (claims, { expiresInSeconds = 3600, ...overrides } = {}) => {
      const expiresAt = new Date(Date.now() + expiresInSeconds * 1000);
      return signAccessToken({
        privateKey,
        kid,
        issuer: overrides.issuer ?? issuer,
        audience: overrides.audience ?? audience,
        expiresAt,
        // An expired token was issued an hour before it expired, as a real one would have been.
        issuedAt: expiresInSeconds > 0 ? new Date() : new Date(expiresAt.getTime() - 3_600_000),
        claims: {
          sub: claims.sub,
          sid: claims.sid ?? randomUUID(),
          role: claims.role,
          ...(claims.department ? { department: claims.department } : {}),
          name: claims.name ?? 'Test User',
          email: claims.email ?? `${claims.sub}@example.com`,
        },
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
