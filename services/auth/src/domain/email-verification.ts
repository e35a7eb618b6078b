import { createHash, randomBytes } from 'node:crypto';
import { verificationMessages, type UserEmailVerified, type UserVerificationRequested, type VerifyEmailResponse } from '@suvarna/contracts';
import { AppError, INVALID_TOKEN, withTransaction, type AuthUser, type Queryable } from '@suvarna/platform';
import { insertEmailVerification, lockEmailVerification, markEmailVerificationUsed } from '../data-access/email-verification-repository';
import { findUserById, markEmailVerified, type UserRecord } from '../data-access/user-repository';
import type { AuthDeps } from './auth-deps';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new link for the account's address, valid EMAIL_VERIFICATION_TTL_SECONDS, written in the caller's
 * transaction. Only its hash is kept; the token travels once, in the event that has notify send it.
 */
export async function newVerificationToken(deps: Pick<AuthDeps, 'config'>, db: Queryable, user: Pick<UserRecord, 'id' | 'email'>): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + deps.config.EMAIL_VERIFICATION_TTL_SECONDS * 1000);
  await insertEmailVerification(db, { hash: hashOf(token), userId: user.id, email: user.email, expiresAt });
  return token;
}

/**
 * The link was opened: the address it was sent to is the account's, verified. Anyone holding the link may
 * open it (it proves the mailbox, not the browser), once; a link for an address the account no longer has
 * verifies nothing. user.email-verified tells notify that mail to the address may now be personal.
 */
export async function verifyEmail(deps: AuthDeps, token: string): Promise<VerifyEmailResponse> {
  return withTransaction(deps.pool, async (client) => {
    const link = await lockEmailVerification(client, hashOf(token));
    if (!link) throw AppError.badRequest(verificationMessages.invalid, 'verification_link_invalid');
    const account = await findUserById(client, link.user_id, { forUpdate: true });
    if (!account || account.email !== link.email) throw AppError.badRequest(verificationMessages.invalid, 'verification_link_invalid');
    if (account.email_verified_at) return { message: verificationMessages.verified, email: account.email };
    if (link.used_at) throw AppError.badRequest(verificationMessages.invalid, 'verification_link_invalid');
    if (link.expires_at.getTime() <= Date.now()) throw AppError.badRequest(verificationMessages.expired, 'verification_link_expired');
    await markEmailVerificationUsed(client, link.token_hash);
    const verified = (await markEmailVerified(client, account.id, link.email))!;
    await deps.bus.publish<UserEmailVerified>(client, {
      type: 'user.email-verified',
      key: verified.id,
      data: { userId: verified.id, email: verified.email, verifiedAt: verified.email_verified_at!.toISOString() },
    });
    return { message: verificationMessages.verified, email: verified.email };
  });
}

/**
 * A signed-in, unverified account asks for a new link. It is an e-mail to an address nobody has verified,
 * so it counts against the shared limits per recipient and per client address.
 */
export async function resendVerification(deps: AuthDeps, caller: AuthUser, ip: string): Promise<{ message: string }> {
  const user = await findUserById(deps.pool, caller.id);
  if (!user) throw AppError.unauthorized(INVALID_TOKEN, 'invalid_token');
  if (user.email_verified_at) return { message: verificationMessages.alreadyVerified };
  await deps.mailLimits.take(user.email, ip, {
    address: 'Too many confirmation e-mails have been sent from your network',
    recipient: 'Too many confirmation e-mails have been sent to this address',
  });
  await withTransaction(deps.pool, async (client) => {
    const token = await newVerificationToken(deps, client, user);
    await deps.bus.publish<UserVerificationRequested>(client, {
      type: 'user.verification-requested',
      key: user.id,
      data: { userId: user.id, email: user.email, verificationToken: token },
    });
  });
  return { message: verificationMessages.sent };
}
