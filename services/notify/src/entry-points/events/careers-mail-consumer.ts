import { applicationStatusChangedSchema, applicationSubmittedSchema } from '@suvarna/contracts';
import type { EventBus } from '@suvarna/platform';
import { addressIsVerified } from '../../domain/addressees';
import { applicationReceived, careersStatusMails, newApplicationForHr, type CareersMailDetails } from '../../domain/careers-emails';
import { queueMails } from '../../domain/send-mails';

export const CAREERS_MAIL_CONSUMER_GROUP = 'notify-careers-mailer';

/** The applicant's e-mails (received, each status change, interview invitations) and HR's notice of new applications. */
export async function subscribeCareersMailConsumer(deps: { bus: EventBus; careers: CareersMailDetails }): Promise<void> {
  await deps.bus.subscribe({
    group: CAREERS_MAIL_CONSUMER_GROUP,
    handlers: {
      'application.submitted': async (event, client) => {
        const a = applicationSubmittedSchema.parse(event.data);
        const personal = a.fromVerifiedAddress === true || (await addressIsVerified(client, a.email));
        await queueMails(client, event.id, {
          'application-received': applicationReceived(a, personal, deps.careers),
          'application-hr-notice': newApplicationForHr(a, deps.careers),
        });
      },
      'application.status-changed': async (event, client) => {
        await queueMails(client, event.id, careersStatusMails(applicationStatusChangedSchema.parse(event.data), deps.careers));
      },
    },
  });
}
