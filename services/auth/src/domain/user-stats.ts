import { countUsers } from '../data-access/user-repository';
import type { AuthDeps } from './auth-deps';

/** The admin dashboard's total_users: every account there is. */
export async function userStats(deps: Pick<AuthDeps, 'pool'>): Promise<{ total_users: number }> {
  return { total_users: await countUsers(deps.pool) };
}
