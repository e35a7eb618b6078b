import type { JWK } from 'jose';
import type { Queryable } from '@suvarna/platform';

export interface SigningKeyRecord {
  kid: string;
  alg: string;
  private_key_pem: string;
  public_jwk: JWK;
  created_at: Date;
}

/** Unretired keys, newest first: the first signs, all of them verify. */
export async function listActiveSigningKeys(db: Queryable): Promise<SigningKeyRecord[]> {
  const { rows } = await db.query<SigningKeyRecord>(
    'SELECT kid, alg, private_key_pem, public_jwk, created_at FROM signing_keys WHERE retired_at IS NULL ORDER BY created_at DESC, kid',
  );
  return rows;
}

export async function insertSigningKey(db: Queryable, key: { kid: string; alg: string; privateKeyPem: string; publicJwk: JWK }): Promise<void> {
  await db.query('INSERT INTO signing_keys (kid, alg, private_key_pem, public_jwk) VALUES ($1, $2, $3, $4)', [
    key.kid,
    key.alg,
    key.privateKeyPem,
    JSON.stringify(key.publicJwk),
  ]);
}

/** Serializes key creation between instances starting together on one database. */
export async function lockSigningKeys(db: Queryable): Promise<void> {
  await db.query("SELECT pg_advisory_xact_lock(hashtext('auth:signing-keys'))");
}
