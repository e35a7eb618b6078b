import { contactReceivedSchema, userRegisteredSchema } from '@suvarna/contracts';
import type { EventBus, Pool } from '@suvarna/platform';
import { contactAcknowledgement, contactForTeam, welcome, type BrandDetails } from '../../domain/email-templates';
import type { Mailer } from '../../domain/mailer';
import { sendOnce } from '../../domain/send-mails';

export const MAIL_CONSUMER_GROUP = 'notify-mailer';

export async function subscribeMailConsumer(deps: { pool: Pool; bus: EventBus; mailer: Mailer; brand: BrandDetails }): Promise<void> {
  await deps.bus.subscribe({
    group: MAIL_CONSUMER_GROUP,
    handlers: {
      'contact.received': async (event) => {
        const msg = contactReceivedSchema.parse(event.data);
        await sendOnce(deps, event.id, {
          'contact-team': contactForTeam(msg, deps.brand),
          'contact-acknowledgement': contactAcknowledgement(msg, deps.brand),
        });
      },
      'user.registered': async (event) => {
        const user = userRegisteredSchema.parse(event.data);
        await sendOnce(deps, event.id, { welcome: welcome(user, deps.brand) });
      },
    },
  });
}
