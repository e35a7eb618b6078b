import type { Pool } from '@suvarna/platform';
import { recordSent, wasSent } from '../data-access/mail-log-repository';
import type { Mailer, OutgoingMail } from './mailer';

/**
 * Sends the e-mails an event calls for, each at most once per event. The log is written with the
 * pool (not the consumer's transaction) right after each send, so a retry after a later failure
 * skips the e-mails that already went out.
 */
export async function sendOnce(deps: { pool: Pool; mailer: Mailer }, eventId: string, mails: Record<string, OutgoingMail>): Promise<void> {
  for (const [kind, mail] of Object.entries(mails)) {
    if (await wasSent(deps.pool, eventId, kind)) continue;
    const { messageId } = await deps.mailer.send(mail);
    await recordSent(deps.pool, { eventId, kind, recipient: mail.to, subject: mail.subject, messageId });
  }
}
