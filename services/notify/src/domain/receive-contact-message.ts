import { randomUUID } from 'node:crypto';
import type { ContactMessage } from '@suvarna/contracts';
import { withTransaction, type EventBus, type Pool } from '@suvarna/platform';
import { insertContactMessage } from '../data-access/contact-repository';

export const CONTACT_THANK_YOU = "Thank you for contacting us! We'll get back to you within 24 hours.";

/** Stores the message and announces it, in one transaction: the e-mails follow from the event. */
export async function receiveContactMessage(deps: { pool: Pool; bus: EventBus }, message: ContactMessage): Promise<{ id: string; message: string }> {
  const id = randomUUID();
  await withTransaction(deps.pool, async (client) => {
    await insertContactMessage(client, id, message);
    await deps.bus.publish(client, { type: 'contact.received', key: id, data: { messageId: id, ...message } });
  });
  return { id, message: CONTACT_THANK_YOU };
}
