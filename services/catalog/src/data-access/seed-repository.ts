import type { Queryable } from '@suvarna/platform';

/** Records that a sample data set was loaded; false when it had been already. */
export async function claimSeed(db: Queryable, name: string): Promise<boolean> {
  const { rowCount } = await db.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [name]);
  return (rowCount ?? 0) > 0;
}
