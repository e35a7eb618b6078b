import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, createLocalJWKSet, type JWK, type JWTVerifyGetKey } from 'jose';
import type { AccessTokenClaims } from '@suvarna/contracts';
import { ACCESS_TOKEN_ALGORITHM, signAccessToken, withTransaction, type Pool } from '@suvarna/platform';
import { insertSigningKey, listActiveSigningKeys, lockSigningKeys } from '../data-access/signing-key-repository';

/** A public key as the JWKS endpoint publishes it. */
export interface PublishedKey extends JWK {
  kid: string;
  alg: string;
  use: 'sig';
}

export interface TokenIssuer {
  /** The key set other services fetch from GET /api/auth/jwks. */
  jwks: { keys: PublishedKey[] };
  /** The same keys for this service's own verifier, without a round trip to itself. */
  keySet: JWTVerifyGetKey;
  sign(claims: AccessTokenClaims, expiresAt: Date): Promise<string>;
}

export interface TokenIssuerConfig {
  JWT_PRIVATE_KEY?: string;
  JWT_ISSUER: string;
  JWT_AUDIENCE: string;
}

/**
 * The signing key: JWT_PRIVATE_KEY when configured, otherwise the one stored in the auth schema
 * (created by the first instance to start), so that all instances and restarts agree.
 */
export async function loadTokenIssuer(pool: Pool, config: TokenIssuerConfig): Promise<TokenIssuer> {
  const { signing, published } = config.JWT_PRIVATE_KEY ? await configuredKey(config.JWT_PRIVATE_KEY) : await storedKeys(pool);
  const jwks = { keys: published };
  return {
    jwks,
    keySet: createLocalJWKSet(jwks),
    sign: (claims, expiresAt) =>
      signAccessToken({ privateKey: signing.privateKey, kid: signing.kid, issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE, claims, expiresAt }),
  };
}

interface Keys {
  signing: { kid: string; privateKey: KeyObject };
  published: PublishedKey[];
}

async function configuredKey(pem: string): Promise<Keys> {
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(pem);
  } catch (err) {
    throw new Error('JWT_PRIVATE_KEY is not a readable PKCS8 private key', { cause: err });
  }
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('JWT_PRIVATE_KEY must be an Ed25519 key');
  const key = await publish(publicJwkOf(privateKey));
  return { signing: { kid: key.kid, privateKey }, published: [key] };
}

async function storedKeys(pool: Pool): Promise<Keys> {
  const rows = await withTransaction(pool, async (client) => {
    await lockSigningKeys(client);
    const existing = await listActiveSigningKeys(client);
    if (existing.length) return existing;
    const { privateKey } = generateKeyPairSync('ed25519');
    const key = await publish(publicJwkOf(privateKey));
    await insertSigningKey(client, {
      kid: key.kid,
      alg: ACCESS_TOKEN_ALGORITHM,
      privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      publicJwk: key,
    });
    return listActiveSigningKeys(client);
  });
  const [newest] = rows;
  if (!newest) throw new Error('no signing key available');
  return {
    signing: { kid: newest.kid, privateKey: createPrivateKey(newest.private_key_pem) },
    published: rows.map((r) => ({ ...r.public_jwk, kid: r.kid, alg: r.alg, use: 'sig' })),
  };
}

function publicJwkOf(privateKey: KeyObject): JWK {
  const { kty, crv, x } = createPublicKey(privateKey).export({ format: 'jwk' });
  return { kty, crv, x };
}

/** kid = the key's RFC 7638 thumbprint: stable for a key, different for any other. */
async function publish(jwk: JWK): Promise<PublishedKey> {
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' };
}
