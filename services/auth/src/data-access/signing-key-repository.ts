import type { JWK } from 'jose';
import type { Queryable } from '@suvarna/platform';

export interface SigningKeyRecord {
  kid: string;
  alg: string;
  /** Only on rows written before keys were encrypted; cleared once encrypted. */
  private_key_pem: string | null;
  private_key_encrypted: string | null;
  public_jwk: JWK;
  created_at: Date;
  signs_from: Date;
  published_until: Date | null;
}

const columns = 'kid, alg, private_key_pem, private_key_encrypted, public_jwk, created_at, signs_from, published_until';

/** Keys still published, newest first: the newest whose signs_from has come signs, all of them verify. */
export async function listPublishedSigningKeys(db: Queryable): Promise<SigningKeyRecord[]> {
  const { rows } = await db.query<SigningKeyRecord>(
    `SELECT ${columns} FROM signing_keys
     WHERE retired_at IS NULL AND (published_until IS NULL OR published_until > now())
     ORDER BY signs_from DESC, created_at DESC, kid`,
  );
  return rows;
}

export async function insertSigningKey(
  db: Queryable,
  key: { kid: string; alg: string; privateKeyEncrypted: string; publicJwk: JWK; signsFrom?: Date },
): Promise<void> {
  await db.query('INSERT INTO signing_keys (kid, alg, private_key_encrypted, public_jwk, signs_from) VALUES ($1, $2, $3, $4, COALESCE($5, now()))', [
    key.kid,
    key.alg,
    key.privateKeyEncrypted,
    JSON.stringify(key.publicJwk),
    key.signsFrom ?? null,
  ]);
}

/** Replaces a key's plain PEM by its encrypted form. */
export async function storeEncryptedKey(db: Queryable, kid: string, privateKeyEncrypted: string): Promise<void> {
  await db.query('UPDATE signing_keys SET private_key_encrypted = $2, private_key_pem = NULL WHERE kid = $1', [kid, privateKeyEncrypted]);
}

/** Ends the publication of every key still published without an end, at `until`; returns their kids. */
export async function endPublication(db: Queryable, until: Date, exceptKid: string): Promise<string[]> {
  const { rows } = await db.query<{ kid: string }>(
    `UPDATE signing_keys SET published_until = $1
     WHERE retired_at IS NULL AND kid <> $2 AND (published_until IS NULL OR published_until > $1)
     RETURNING kid`,
    [until, exceptKid],
  );
  return rows.map((r) => r.kid);
}

/** Serializes key creation between instances starting together on one database. */
export async function lockSigningKeys(db: Queryable): Promise<void> {
  await db.query("SELECT pg_advisory_xact_lock(hashtext('auth:signing-keys'))");
}
