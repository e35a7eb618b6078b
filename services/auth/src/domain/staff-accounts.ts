import { randomUUID } from 'node:crypto';
import type { Role } from '@suvarna/contracts';
import { withTransaction, type Logger, type Pool, type RedisClient } from '@suvarna/platform';
import { revokeUserSessions, type SessionRecord } from '../data-access/session-repository';
import { findUserByEmail, insertUser, lockAccount, updateUserRole, type UserRecord } from '../data-access/user-repository';
import { hashPassword } from './passwords';
import { listRevoked } from './sessions';

export interface StaffAccount {
  email: string;
  fullName: string;
  role: Role;
  department: string | null;
  /** Required for a new account; for an existing one, replaces the password only when given. */
  password?: string;
}

export interface StaffAccountResult {
  user: UserRecord;
  created: boolean;
  /** Sessions ended because the account's role changed. */
  revokedSessions: number;
}

/**
 * Creates an account with a role, or gives an existing account its role. This (run from the
 * create-staff command or the demo seed) is the only way a role is ever raised. When the role of
 * an existing account changes, its sessions end, so no token keeps the old role.
 */
export async function createOrUpdateStaffAccount(deps: { pool: Pool; redis?: RedisClient }, account: StaffAccount): Promise<StaffAccountResult> {
  const passwordHash = account.password === undefined ? undefined : await hashPassword(account.password);
  let revoked: SessionRecord[] = [];
  const result = await withTransaction(deps.pool, async (client) => {
    await lockAccount(client, account.email);
    const existing = await findUserByEmail(client, account.email);
    if (!existing) {
      if (!passwordHash) throw new Error(`A password is needed to create ${account.email}`);
      const user = await insertUser(client, {
        id: randomUUID(),
        full_name: account.fullName,
        email: account.email,
        phone: null,
        password_hash: passwordHash,
        role: account.role,
        department: account.department,
        emailVerified: true,
      });
      if (!user) throw new Error(`${account.email} was registered at the same moment; run the command again`);
      return { user, created: true };
    }
    const roleChanged = existing.role !== account.role || existing.department !== account.department;
    const user = await updateUserRole(client, existing.id, {
      role: account.role,
      department: account.department,
      full_name: account.fullName,
      password_hash: passwordHash,
    });
    if (!user) throw new Error(`${account.email} disappeared while being updated`);
    if (roleChanged || passwordHash) revoked = await revokeUserSessions(client, existing.id);
    return { user, created: false };
  });
  if (deps.redis) await listRevoked(deps.redis, revoked);
  return { ...result, revokedSessions: revoked.length };
}

/** An account by its e-mail, for tools that act as a demo account (the demo history acts as the admin and HR). */
export async function accountByEmail(deps: { pool: Pool }, email: string): Promise<UserRecord | undefined> {
  return findUserByEmail(deps.pool, email);
}

export interface DemoAccount {
  email: string;
  password: string;
  fullName: string;
  role: Role;
  department: string | null;
}

/** The accounts of the login page's demo hint and one of each other role. */
export const demoAccounts: readonly DemoAccount[] = [
  { email: 'admin@suvarnahotels.in', password: 'Admin@123', fullName: 'Aarav Mehta', role: 'admin', department: null },
  { email: 'manager@suvarnahotels.in', password: 'Manager@123', fullName: 'Priya Raghavan', role: 'manager', department: null },
  { email: 'hr@suvarnahotels.in', password: 'Hr@12345', fullName: 'Ananya Kulkarni', role: 'hr', department: null },
  { email: 'eng.head@suvarnahotels.in', password: 'Head@123', fullName: 'Vikram Iyer', role: 'department_head', department: 'Engineering' },
  { email: 'guest@suvarnahotels.in', password: 'Guest@123', fullName: 'Kabir Malhotra', role: 'guest', department: null },
];

/**
 * Makes sure each demo account exists with its role. Existing accounts keep their password (and
 * hashing is skipped for them), so a restart costs nothing and does not undo a change.
 */
export async function seedDemoAccounts(deps: { pool: Pool; redis: RedisClient; logger: Logger }): Promise<void> {
  for (const demo of demoAccounts) {
    const existing = await findUserByEmail(deps.pool, demo.email);
    if (existing && existing.role === demo.role && existing.department === demo.department) continue;
    const { created } = await createOrUpdateStaffAccount(deps, {
      email: demo.email,
      fullName: existing?.full_name ?? demo.fullName,
      role: demo.role,
      department: demo.department,
      password: existing ? undefined : demo.password,
    });
    deps.logger.info({ email: demo.email, role: demo.role }, created ? 'demo account created' : 'demo account role restored');
  }
}
