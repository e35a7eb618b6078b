import { contactReceivedSchema, userEmailVerifiedSchema, userRegisteredSchema, userVerificationRequestedSchema } from '@suvarna/contracts';
import type { EventBus } from '@suvarna/platform';
import { recordVerifiedAddress } from '../../domain/addressees';
import { contactAcknowledgement, contactForTeam, verificationLink, welcome, type BrandDetails } from '../../domain/email-templates';
import { queueMails } from '../../domain/send-mails';

export const MAIL_CONSUMER_GROUP = 'notify-mailer';

export async function subscribeMailConsumer(deps: { bus: EventBus; brand: BrandDetails }): Promise<void> {
  await deps.bus.subscribe({
    group: MAIL_CONSUMER_GROUP,
    handlers: {
      'contact.received': async (event, client) => {
        const msg = contactReceivedSchema.parse(event.data);
        await queueMails(client, event.id, {
          'contact-team': contactForTeam(msg, deps.brand),
          'contact-acknowledgement': contactAcknowledgement(msg, deps.brand),
        });
      },
      'user.registered': async (event, client) => {
        const user = userRegisteredSchema.parse(event.data);
        await queueMails(client, event.id, { welcome: welcome(user, deps.brand) });
      },
      'user.verification-requested': async (event, client) => {
        await queueMails(client, event.id, { 'verification-link': verificationLink(userVerificationRequestedSchema.parse(event.data), deps.brand) });
      },
      // From now on, mail to the address may be personal.
      'user.email-verified': async (event, client) => {
        const verified = userEmailVerifiedSchema.parse(event.data);
        await recordVerifiedAddress(client, verified.email, verified.verifiedAt);
      },
    },
  });
}
