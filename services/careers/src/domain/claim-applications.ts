import { claimMessages, type ClaimApplicationsRequest } from '@suvarna/contracts';
import { AppError, withTransaction, type AuthUser } from '@suvarna/platform';
import { findByClaimToken, linkApplicationsOfEmail } from '../data-access/application-repository';
import type { CareersDeps } from './careers-deps';
import { hashClaimToken } from './submit-application';

/**
 * The one-time link of an acknowledgement, opened by a signed-in user: it proves they read that
 * mailbox, so when their account has the same address every application sent from it before they
 * had an account becomes theirs.
 */
export async function claimApplications(deps: CareersDeps, user: AuthUser, input: ClaimApplicationsRequest): Promise<{ linked: number }> {
  return withTransaction(deps.pool, async (client) => {
    const application = await findByClaimToken(client, hashClaimToken(input.token));
    if (!application) throw AppError.notFound(claimMessages.unknown, 'claim_link_unknown');
    if (application.email.toLowerCase() !== user.email.toLowerCase()) throw AppError.forbidden(claimMessages.otherEmail, 'claim_other_email');
    return { linked: await linkApplicationsOfEmail(client, application.email, user.id) };
  });
}
