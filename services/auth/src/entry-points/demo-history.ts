import type { ServiceDeps } from '@suvarna/platform';
import type { Role } from '@suvarna/contracts';
import { accountByEmail, createOrUpdateStaffAccount } from '../domain/staff-accounts';

/**
 * The entry point of the demo history that `npm start` writes on a first start (infra/demo-history): its
 * guests are accounts made the way the demo accounts are, without a welcome e-mail or a session.
 */
export function authHistoryPort(deps: Pick<ServiceDeps, 'pool' | 'redis'>) {
  return {
    /** A seeded account the history acts as (the admin confirming stays, HR moving applications). */
    async account(email: string): Promise<{ id: string; email: string; fullName: string; role: Role; department?: string } | undefined> {
      const user = await accountByEmail(deps, email);
      return user && { id: user.id, email: user.email, fullName: user.full_name, role: user.role, ...(user.department ? { department: user.department } : {}) };
    },
    async createGuest(guest: { email: string; fullName: string; password: string }): Promise<{ id: string; email: string; fullName: string }> {
      const { user } = await createOrUpdateStaffAccount(deps, { ...guest, role: 'guest', department: null });
      return { id: user.id, email: user.email, fullName: user.full_name };
    },
  };
}
export type AuthHistoryPort = ReturnType<typeof authHistoryPort>;
