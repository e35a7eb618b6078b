import type { Queryable } from '@suvarna/platform';

export interface RefreshTokenRecord {
  token_hash: string;
  session_id: string;
  issued_at: Date;
  rotated_at: Date | null;
  replaced_by: string | null;
}

const columns = 'token_hash, session_id, issued_at, rotated_at, replaced_by';

export async function insertRefreshToken(db: Queryable, token: { hash: string; sessionId: string }): Promise<void> {
  await db.query('INSERT INTO refresh_tokens (token_hash, session_id) VALUES ($1, $2)', [token.hash, token.sessionId]);
}

/** The token, locked until the caller's transaction ends, so that two uses of it are decided one after the other. */
export async function lockRefreshToken(db: Queryable, hash: string): Promise<RefreshTokenRecord | undefined> {
  const { rows } = await db.query<RefreshTokenRecord>(`SELECT ${columns} FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`, [hash]);
  return rows[0];
}

/** Records that the token was used (or voided), and the token that replaced it. */
export async function markRotated(db: Queryable, hash: string, successorHash: string): Promise<void> {
  await db.query('UPDATE refresh_tokens SET rotated_at = now(), replaced_by = $2 WHERE token_hash = $1', [hash, successorHash]);
}

export async function findRefreshToken(db: Queryable, hash: string): Promise<RefreshTokenRecord | undefined> {
  const { rows } = await db.query<RefreshTokenRecord>(`SELECT ${columns} FROM refresh_tokens WHERE token_hash = $1`, [hash]);
  return rows[0];
}
