import { randomUUID } from 'node:crypto';
import type { RegisterRequest, UserRegistered } from '@suvarna/contracts';
import { AppError, withTransaction } from '@suvarna/platform';
import { insertUser } from '../data-access/user-repository';
import type { AuthDeps } from './auth-deps';
import { newVerificationToken } from './email-verification';
import { assertUsablePassword } from './password-policy';
import { hashPassword } from './passwords';
import { issueSession, recordSession, type SignedIn } from './sessions';

export const EMAIL_TAKEN = 'Email already registered';

/**
 * A visitor becomes a guest: the account, its first session, the link that verifies its address and the
 * user.registered event (the welcome e-mail with the link follows from it) are written in one transaction;
 * the session is listed in Redis and its token signed once it has committed. The role is always guest. Every
 * attempt counts against the address's registration limit, and "Email already registered" is answered no
 * sooner than the recent new registrations were, so that neither the answers' number nor their timing tests
 * a list of addresses quickly.
 */
export async function registerUser(deps: AuthDeps, input: RegisterRequest, ip: string): Promise<SignedIn> {
  // Timed from the request's first step: a refusal held to the new accounts' pace is held for all of it.
  const startedAt = performance.now();
  await assertUsablePassword(input.password, input.email);
  await deps.limits.countRegistration(ip);
  const passwordHash = await hashPassword(input.password, `registration from ${ip}`);
  const session = await withTransaction(deps.pool, async (client) => {
    const user = await insertUser(client, {
      id: randomUUID(),
      full_name: input.full_name,
      email: input.email,
      phone: input.phone,
      password_hash: passwordHash,
      role: 'guest',
      department: null,
    });
    if (!user) return undefined;
    const verificationToken = await newVerificationToken(deps, client, user);
    await deps.bus.publish<UserRegistered>(client, {
      type: 'user.registered',
      key: user.id,
      data: { userId: user.id, email: user.email, fullName: user.full_name, verificationToken },
    });
    return recordSession(deps, client, user);
  });
  if (!session) {
    await deps.registrationPace.holdAsLongAsNewAccounts(startedAt);
    throw AppError.conflict(EMAIL_TAKEN, 'email_taken');
  }
  const signedIn = await issueSession(deps, session);
  deps.registrationPace.recordNewAccount(performance.now() - startedAt);
  return signedIn;
}
