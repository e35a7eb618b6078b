import { z } from 'zod';
import { RateLimitedError } from './errors';
import { addressBucket } from './http/address-bucket';
import type { RedisClient } from './redis';
import { createWindowLimit } from './window-limit';

/*
 * E-mail to an address nobody has shown to be theirs (typed into a form: a contact acknowledgement, an
 * application's acknowledgement, a request to a booking's guest, a verification link) is limited per
 * recipient and per client address that asked for it. The counts live in Redis under keys every service
 * shares, so the limits hold across instances and across features: the contact form and the careers form
 * together cannot send one address more than the recipient limit allows.
 */

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** The variables of the shared limits, for a service's configuration schema. */
export const unverifiedMailLimitsSchema = z.object({
  /** E-mails to one unverified address per window, from any client and any feature. */
  UNVERIFIED_MAIL_MAX_PER_RECIPIENT: positiveInt(3),
  UNVERIFIED_MAIL_RECIPIENT_WINDOW_SECONDS: positiveInt(24 * 3600),
  /** E-mails to unverified addresses one client address may cause per window. */
  UNVERIFIED_MAIL_MAX_PER_ADDRESS: positiveInt(5),
  UNVERIFIED_MAIL_ADDRESS_WINDOW_SECONDS: positiveInt(3600),
});
export type UnverifiedMailLimitsConfig = z.infer<typeof unverifiedMailLimitsSchema>;

export interface MailLimitValues {
  maxPerRecipient: number;
  recipientWindowSeconds: number;
  maxPerAddress: number;
  addressWindowSeconds: number;
}

/** What a refusal says before "Try again in …": one sentence per limit. */
export interface MailLimitWording {
  address: string;
  recipient: string;
}

export interface UnverifiedMailLimits {
  /** Counts one e-mail to `recipient` that `clientAddress` asked for; throws 429 past either limit (nothing is sent then). */
  take(recipient: string, clientAddress: string, wording: MailLimitWording): Promise<void>;
  /** As take, but answers false instead of refusing, for an e-mail that is only a side effect of the request. */
  tryTake(recipient: string, clientAddress: string): Promise<boolean>;
  /** Counts one e-mail to `recipient` asked for by nobody present (an event's): false past the recipient limit. */
  tryTakeForRecipient(recipient: string): Promise<boolean>;
}

export const unverifiedRecipientKey = (email: string) => `mail:unverified:recipient:${email.trim().toLowerCase()}`;
export const unverifiedAddressKey = (clientAddress: string) => `mail:unverified:address:${addressBucket(clientAddress)}`;

export function limitsFromConfig(config: UnverifiedMailLimitsConfig): MailLimitValues {
  return {
    maxPerRecipient: config.UNVERIFIED_MAIL_MAX_PER_RECIPIENT,
    recipientWindowSeconds: config.UNVERIFIED_MAIL_RECIPIENT_WINDOW_SECONDS,
    maxPerAddress: config.UNVERIFIED_MAIL_MAX_PER_ADDRESS,
    addressWindowSeconds: config.UNVERIFIED_MAIL_ADDRESS_WINDOW_SECONDS,
  };
}

export function createUnverifiedMailLimits(redis: RedisClient, limits: MailLimitValues): UnverifiedMailLimits {
  const perAddress = createWindowLimit(redis, { limit: limits.maxPerAddress, windowSeconds: limits.addressWindowSeconds });
  const perRecipient = createWindowLimit(redis, { limit: limits.maxPerRecipient, windowSeconds: limits.recipientWindowSeconds });
  async function check(recipient: string, clientAddress: string) {
    const fromAddress = await perAddress.hit(unverifiedAddressKey(clientAddress));
    if (!fromAddress.allowed) return { refused: 'address' as const, resetInMs: fromAddress.resetInMs };
    const toRecipient = await perRecipient.hit(unverifiedRecipientKey(recipient));
    if (!toRecipient.allowed) return { refused: 'recipient' as const, resetInMs: toRecipient.resetInMs };
    return undefined;
  }
  return {
    async take(recipient, clientAddress, wording) {
      const refusal = await check(recipient, clientAddress);
      if (refusal) throw new RateLimitedError(wording[refusal.refused], refusal.resetInMs);
    },
    async tryTake(recipient, clientAddress) {
      return (await check(recipient, clientAddress)) === undefined;
    },
    async tryTakeForRecipient(recipient) {
      return (await perRecipient.hit(unverifiedRecipientKey(recipient))).allowed;
    },
  };
}
