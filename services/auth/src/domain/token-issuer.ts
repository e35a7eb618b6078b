import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, createLocalJWKSet, type JWK, type JWTVerifyGetKey } from 'jose';
import type { AccessTokenClaims } from '@suvarna/contracts';
import { ACCESS_TOKEN_ALGORITHM, signAccessToken, withTransaction, type Pool, type Queryable } from '@suvarna/platform';
import {
  endPublication,
  insertSigningKey,
  listPublishedSigningKeys,
  lockSigningKeys,
  storeEncryptedKey,
  type SigningKeyRecord,
} from '../data-access/signing-key-repository';
import { openPrivateKey, sealPrivateKey } from './key-encryption';

/** A public key as the JWKS endpoint publishes it. */
export interface PublishedKey extends JWK {
  kid: string;
  alg: string;
  use: 'sig';
}

export interface TokenIssuer {
  /** The key set other services fetch from GET /api/auth/jwks. */
  jwks(): Promise<{ keys: PublishedKey[] }>;
  /** The same keys for this service's own verifier, without a round trip to itself. */
  keySet: JWTVerifyGetKey;
  sign(claims: AccessTokenClaims, expiresAt: Date): Promise<string>;
}

export interface TokenIssuerConfig {
  JWT_PRIVATE_KEY?: string;
  JWT_KEY_ENCRYPTION_KEY?: Buffer;
  JWT_ISSUER: string;
  JWT_AUDIENCE: string;
}

/** How often an instance rereads the stored keys, so that a rotation reaches every instance. */
const RELOAD_INTERVAL_MS = 60_000;

interface Keys {
  /** Newest first, each with the time it starts signing. */
  signing: { kid: string; privateKey: KeyObject; signsFrom: Date }[];
  published: PublishedKey[];
}

/**
 * The signing keys: JWT_PRIVATE_KEY when configured, otherwise those stored (encrypted) in the auth
 * schema, created by the first instance to start, so that all instances and restarts agree. Stored
 * keys are reread every minute: a key added by the rotation command is published, then signs from
 * its start time, on every instance.
 */
export async function loadTokenIssuer(pool: Pool, config: TokenIssuerConfig): Promise<TokenIssuer> {
  let load: () => Promise<Keys>;
  if (config.JWT_PRIVATE_KEY) {
    const keys = await configuredKey(config.JWT_PRIVATE_KEY);
    load = () => Promise.resolve(keys);
  } else {
    const encryptionKey = config.JWT_KEY_ENCRYPTION_KEY;
    if (!encryptionKey) throw new Error('JWT_KEY_ENCRYPTION_KEY is required to keep signing keys in the database (or set JWT_PRIVATE_KEY)');
    await prepareStoredKeys(pool, encryptionKey);
    load = async () => storedKeys(await listPublishedSigningKeys(pool), encryptionKey);
  }

  let keys = await load();
  let localSet = createLocalJWKSet({ keys: keys.published });
  let loadedAt = Date.now();
  let reloading: Promise<void> | undefined;
  const current = async (): Promise<Keys> => {
    if (Date.now() - loadedAt > RELOAD_INTERVAL_MS) {
      reloading ??= load()
        .then((fresh) => {
          keys = fresh;
          localSet = createLocalJWKSet({ keys: fresh.published });
          loadedAt = Date.now();
        })
        .finally(() => {
          reloading = undefined;
        });
      await reloading;
    }
    return keys;
  };

  return {
    jwks: async () => ({ keys: (await current()).published }),
    keySet: async (header, token) => {
      await current();
      return localSet(header, token);
    },
    async sign(claims, expiresAt) {
      const now = Date.now();
      const signing = (await current()).signing.find((k) => k.signsFrom.getTime() <= now);
      if (!signing) throw new Error('no signing key is active yet');
      return signAccessToken({ privateKey: signing.privateKey, kid: signing.kid, issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE, claims, expiresAt });
    },
  };
}

export interface Rotation {
  kid: string;
  signsFrom: Date;
  /** Keys that stop being published at publishedUntil. */
  retiring: string[];
  publishedUntil: Date;
}

/**
 * Adds a new stored key. It is published at once and signs from `activateInSeconds` on (verifiers
 * refetch the JWKS within 10 minutes); the keys it replaces stay published for `overlapSeconds`
 * after that, the lifetime of the last tokens they signed.
 */
export async function rotateSigningKey(
  pool: Pool,
  encryptionKey: Buffer,
  { activateInSeconds, overlapSeconds }: { activateInSeconds: number; overlapSeconds: number },
): Promise<Rotation> {
  return withTransaction(pool, async (client) => {
    await lockSigningKeys(client);
    const signsFrom = new Date(Date.now() + activateInSeconds * 1000);
    const kid = await addKey(client, encryptionKey, signsFrom);
    const publishedUntil = new Date(signsFrom.getTime() + overlapSeconds * 1000);
    const retiring = await endPublication(client, publishedUntil, kid);
    return { kid, signsFrom, retiring, publishedUntil };
  });
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
  return { signing: [{ kid: key.kid, privateKey, signsFrom: new Date(0) }], published: [key] };
}

/**
 * At start, under a lock shared by every instance: seals any key stored in plain PEM before keys
 * were encrypted, and creates the first key when there is none.
 */
async function prepareStoredKeys(pool: Pool, encryptionKey: Buffer): Promise<void> {
  await withTransaction(pool, async (client) => {
    await lockSigningKeys(client);
    const rows = await listPublishedSigningKeys(client);
    for (const row of rows) {
      if (row.private_key_encrypted || !row.private_key_pem) continue;
      await storeEncryptedKey(client, row.kid, sealPrivateKey(createPrivateKey(row.private_key_pem), encryptionKey, row.kid));
    }
    if (!rows.length) await addKey(client, encryptionKey);
  });
}

function storedKeys(rows: SigningKeyRecord[], encryptionKey: Buffer): Keys {
  if (!rows.length) throw new Error('no signing key available');
  return {
    signing: rows.map((row) => {
      if (!row.private_key_encrypted) throw new Error(`signing key ${row.kid} is not encrypted yet; restart the auth service`);
      return { kid: row.kid, privateKey: openPrivateKey(row.private_key_encrypted, encryptionKey, row.kid), signsFrom: row.signs_from };
    }),
    published: rows.map((r) => ({ ...r.public_jwk, kid: r.kid, alg: r.alg, use: 'sig' })),
  };
}

async function addKey(db: Queryable, encryptionKey: Buffer, signsFrom?: Date): Promise<string> {
  const { privateKey } = generateKeyPairSync('ed25519');
  const key = await publish(publicJwkOf(privateKey));
  await insertSigningKey(db, {
    kid: key.kid,
    alg: ACCESS_TOKEN_ALGORITHM,
    privateKeyEncrypted: sealPrivateKey(privateKey, encryptionKey, key.kid),
    publicJwk: key,
    signsFrom,
  });
  return key.kid;
}

function publicJwkOf(privateKey: KeyObject): JWK {
  const { kty, crv, x } = createPublicKey(privateKey).export({ format: 'jwk' });
  return { kty, crv, x };
}

/** kid = the key's RFC 7638 thumbprint: stable for a key, different for any other. */
async function publish(jwk: JWK): Promise<PublishedKey> {
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' };
}
