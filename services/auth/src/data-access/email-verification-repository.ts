import type { Queryable } from '@suvarna/platform';

export interface EmailVerificationRecord {
  token_hash: string;
  user_id: string;
  email: string;
  expires_at: Date;
  used_at: Date | null;
}

export async function insertEmailVerification(db: Queryable, v: { hash: string; userId: string; email: string; expiresAt: Date }): Promise<void> {
  await db.query('INSERT INTO email_verifications (token_hash, user_id, email, expires_at) VALUES ($1, $2, lower($3), $4)', [v.hash, v.userId, v.email, v.expiresAt]);
}

/** The link's record, locked until the caller's transaction ends. */
export async function lockEmailVerification(db: Queryable, hash: string): Promise<EmailVerificationRecord | undefined> {
  const { rows } = await db.query<EmailVerificationRecord>(
    'SELECT token_hash, user_id, email, expires_at, used_at FROM email_verifications WHERE token_hash = $1 FOR UPDATE',
    [hash],
  );
  return rows[0];
}

export async function markEmailVerificationUsed(db: Queryable, hash: string): Promise<void> {
  await db.query('UPDATE email_verifications SET used_at = now() WHERE token_hash = $1', [hash]);
}
