import type { PublicUser, UpdateProfileRequest } from '@suvarna/contracts';
import { AppError, INVALID_TOKEN, withTransaction, type AuthUser } from '@suvarna/platform';
import { revokeUserSessions, type SessionRecord } from '../data-access/session-repository';
import { findUserById, updateUserProfile, type ProfileChanges } from '../data-access/user-repository';
import type { AuthDeps } from './auth-deps';
import { assertUsablePassword } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { toPublicUser } from './public-user';
import { listRevoked } from './sessions';

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/** The caller's account as it is now (the token's copy of the name may be older). */
export async function getProfile(deps: Pick<AuthDeps, 'pool'>, caller: AuthUser): Promise<PublicUser> {
  const user = await findUserById(deps.pool, caller.id);
  if (!user) throw AppError.unauthorized(INVALID_TOKEN, 'invalid_token');
  return toPublicUser(user);
}

/**
 * Name and phone change freely. A new password needs the current one, whose wrong guesses count
 * against the same limits as sign-ins (a stolen token must not become a password oracle), and it
 * ends the user's other sessions.
 */
export async function updateProfile(deps: AuthDeps, caller: AuthUser, input: UpdateProfileRequest, ip: string): Promise<PublicUser> {
  const changes: ProfileChanges = { full_name: input.full_name, phone: input.phone };
  if (input.new_password !== undefined) {
    const user = await findUserById(deps.pool, caller.id);
    if (!user) throw AppError.unauthorized(INVALID_TOKEN, 'invalid_token');
    const attempt = await deps.limits.beginSignIn(user.email, ip);
    if (!(await verifyPassword(user.password_hash, input.current_password ?? '', user.email))) {
      await attempt.failed();
      throw AppError.badRequest(WRONG_CURRENT_PASSWORD, 'wrong_current_password');
    }
    await attempt.succeeded();
    await assertUsablePassword(input.new_password, user.email);
    changes.password_hash = await hashPassword(input.new_password, user.email);
  }

  let revoked: SessionRecord[] = [];
  const updated = await withTransaction(deps.pool, async (client) => {
    const user = await updateUserProfile(client, caller.id, changes);
    if (!user) throw AppError.unauthorized(INVALID_TOKEN, 'invalid_token');
    if (changes.password_hash) revoked = await revokeUserSessions(client, caller.id, caller.sessionId);
    return user;
  });
  await listRevoked(deps.redis, revoked);
  return toPublicUser(updated);
}
