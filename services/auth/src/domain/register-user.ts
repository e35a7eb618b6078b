import { randomUUID } from 'node:crypto';
import type { RegisterRequest, TokenResponse, UserRegistered } from '@suvarna/contracts';
import { AppError, withTransaction } from '@suvarna/platform';
import { insertUser } from '../data-access/user-repository';
import type { AuthDeps } from './auth-deps';
import { assertUsablePassword } from './password-policy';
import { hashPassword } from './passwords';
import { openSession } from './sessions';

export const EMAIL_TAKEN = 'Email already registered';

/**
 * A visitor becomes a guest: the account, its first session and the user.registered event (the
 * welcome e-mail follows from it) are written in one transaction. The role is always guest.
 */
export async function registerUser(deps: AuthDeps, input: RegisterRequest, ip: string): Promise<TokenResponse> {
  await assertUsablePassword(input.password, input.email);
  await deps.limits.countRegistration(ip);
  const passwordHash = await hashPassword(input.password);
  return withTransaction(deps.pool, async (client) => {
    const user = await insertUser(client, {
      id: randomUUID(),
      full_name: input.full_name,
      email: input.email,
      phone: input.phone,
      password_hash: passwordHash,
      role: 'guest',
      department: null,
    });
    if (!user) throw AppError.conflict(EMAIL_TAKEN, 'email_taken');
    await deps.bus.publish<UserRegistered>(client, {
      type: 'user.registered',
      key: user.id,
      data: { userId: user.id, email: user.email, fullName: user.full_name },
    });
    return openSession(deps, client, user);
  });
}
