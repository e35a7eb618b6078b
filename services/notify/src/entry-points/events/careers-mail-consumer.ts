import { applicationStatusChangedSchema, applicationSubmittedSchema } from '@suvarna/contracts';
import type { EventBus, Pool } from '@suvarna/platform';
import { applicationReceived, careersStatusMails, newApplicationForHr, type CareersMailDetails } from '../../domain/careers-emails';
import type { Mailer } from '../../domain/mailer';
import { sendOnce } from '../../domain/send-mails';

export const CAREERS_MAIL_CONSUMER_GROUP = 'notify-careers-mailer';

/** The applicant's e-mails (received, each status change, interview invitations) and HR's notice of new applications. */
export async function subscribeCareersMailConsumer(deps: { pool: Pool; bus: EventBus; mailer: Mailer; careers: CareersMailDetails }): Promise<void> {
  await deps.bus.subscribe({
    group: CAREERS_MAIL_CONSUMER_GROUP,
    handlers: {
      'application.submitted': async (event) => {
        const a = applicationSubmittedSchema.parse(event.data);
        await sendOnce(deps, event.id, { 'application-received': applicationReceived(a, deps.careers), 'application-hr-notice': newApplicationForHr(a, deps.careers) });
      },
      'application.status-changed': async (event) => {
        await sendOnce(deps, event.id, careersStatusMails(applicationStatusChangedSchema.parse(event.data), deps.careers));
      },
    },
  });
}
