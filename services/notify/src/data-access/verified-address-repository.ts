import type { Queryable } from '@suvarna/platform';

export async function rememberVerifiedAddress(db: Queryable, email: string, verifiedAt: string): Promise<void> {
  await db.query('INSERT INTO verified_addresses (email, verified_at) VALUES (lower($1), $2) ON CONFLICT (email) DO NOTHING', [email, verifiedAt]);
}

export async function isVerifiedAddress(db: Queryable, email: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM verified_addresses WHERE email = lower($1)', [email]);
  return (rowCount ?? 0) > 0;
}
