import { randomUUID } from 'node:crypto';
import { contactReference, type ContactMessage } from '@suvarna/contracts';
import { createUnverifiedMailLimits, withTransaction, type EventBus, type Pool, type RedisClient } from '@suvarna/platform';
import type { NotifyConfig } from '../config';
import { insertContactMessage } from '../data-access/contact-repository';

export const CONTACT_THANK_YOU = "Thank you for contacting us! We'll get back to you within 24 hours.";

export interface ContactDeps {
  pool: Pool;
  bus: EventBus;
  redis: RedisClient;
  config: Pick<NotifyConfig, 'CONTACT_MAX_PER_ADDRESS' | 'CONTACT_ADDRESS_WINDOW_SECONDS' | 'CONTACT_MAX_PER_RECIPIENT' | 'CONTACT_RECIPIENT_WINDOW_SECONDS'>;
}

/**
 * Stores the message and announces it, in one transaction: the e-mails follow from the event. The
 * form sends an e-mail to whatever address is typed, so it is limited per client address and per
 * e-mail address (the shared counts of e-mail to unverified addresses, with this form's maxima): it cannot
 * be used to send mail in the brand's name to someone in bulk.
 */
export async function receiveContactMessage(
  deps: ContactDeps,
  message: ContactMessage,
  clientAddress: string,
): Promise<{ id: string; reference: string; message: string }> {
  const { config } = deps;
  const limits = createUnverifiedMailLimits(deps.redis, {
    maxPerAddress: config.CONTACT_MAX_PER_ADDRESS,
    addressWindowSeconds: config.CONTACT_ADDRESS_WINDOW_SECONDS,
    maxPerRecipient: config.CONTACT_MAX_PER_RECIPIENT,
    recipientWindowSeconds: config.CONTACT_RECIPIENT_WINDOW_SECONDS,
  });
  await limits.take(message.email, clientAddress, {
    address: 'Too many messages have been sent from your network',
    recipient: 'Too many messages have been sent for this e-mail address',
  });

  const id = randomUUID();
  await withTransaction(deps.pool, async (client) => {
    await insertContactMessage(client, id, message);
    await deps.bus.publish(client, { type: 'contact.received', key: id, data: { messageId: id, ...message } });
  });
  const reference = contactReference(id);
  return { id, reference, message: `${CONTACT_THANK_YOU} Your reference is ${reference}.` };
}
