import { z } from 'zod';
import { applicationStatusChangedSchema, applicationSubmittedSchema } from './careers';
import { bookingCancelledSchema, bookingCreatedSchema, bookingGuestEmailConfirmedSchema, bookingStatusChangedSchema } from './booking';
import { hotelChangedSchema, hotelChangedV1Schema, hotelRemovedSchema } from './catalog';
import { bookingDateChangeLapsedSchema, bookingDateChangeRequestedSchema, bookingDatesChangedSchema } from './date-change';
import {
  paymentCheckoutOpenedSchema,
  paymentExpiredSchema,
  paymentExpiredV2Schema,
  paymentPaidSchema,
  paymentPaidV2Schema,
  paymentRefundedSchema,
  paymentRefundedV2Schema,
} from './payment';

/** The envelope every integration event travels in, on every transport. */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().regex(/^[a-z]+(?:-[a-z]+)*\.[a-z]+(?:-[a-z]+)*$/, 'type is "<aggregate>.<past-tense-verb>"'),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
  key: z.string().min(1),
  correlationId: z.string().min(1),
  /** Written as of a past moment (the demo history): its consumers act as of it. Absent for live events. */
  asOf: z.iso.datetime().optional(),
  data: z.record(z.string(), z.unknown()),
});
export type EventEnvelope<T = Record<string, unknown>> = Omit<z.infer<typeof eventEnvelopeSchema>, 'data'> & { data: T };

/** The topic an event type travels on: its aggregate, so that one aggregate's events keep their order. */
export function topicOf(type: string): string {
  const dot = type.indexOf('.');
  return dot === -1 ? type : type.slice(0, dot);
}

export const contactReceivedSchema = z.object({
  messageId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  type: z.string(),
});
export type ContactReceived = z.infer<typeof contactReceivedSchema>;

export const userRegisteredSchema = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string(),
  /** The one-time token of the link that verifies the address (absent in events of older versions). */
  verificationToken: z.string().optional(),
});
export type UserRegistered = z.infer<typeof userRegisteredSchema>;

/** user.verification-requested: an unverified account asked for a new link. */
export const userVerificationRequestedSchema = z.object({
  userId: z.string(),
  email: z.string(),
  verificationToken: z.string(),
});
export type UserVerificationRequested = z.infer<typeof userVerificationRequestedSchema>;

/** user.email-verified: the owner of the address opened its link; mail to it may now be personal. */
export const userEmailVerifiedSchema = z.object({
  userId: z.string(),
  email: z.string(),
  verifiedAt: z.string(),
});
export type UserEmailVerified = z.infer<typeof userEmailVerifiedSchema>;

type PayloadSchema = z.ZodType<Record<string, unknown>>;

/**
 * Payload schemas by event type and version, checked when an event is published and when it is consumed.
 * A consumer refuses (dead-letters) a version it does not know instead of guessing at its fields.
 */
export const eventSchemas: Record<string, Record<number, PayloadSchema>> = {
  'contact.received': { 1: contactReceivedSchema },
  'user.registered': { 1: userRegisteredSchema },
  'user.verification-requested': { 1: userVerificationRequestedSchema },
  'user.email-verified': { 1: userEmailVerifiedSchema },
  'catalog.hotel-changed': { 1: hotelChangedV1Schema, 2: hotelChangedSchema },
  'catalog.hotel-removed': { 1: hotelRemovedSchema },
  'booking.created': { 1: bookingCreatedSchema },
  'booking.status-changed': { 1: bookingStatusChangedSchema },
  'booking.cancelled': { 1: bookingCancelledSchema },
  'booking.guest-email-confirmed': { 1: bookingGuestEmailConfirmedSchema },
  'booking.date-change-requested': { 1: bookingDateChangeRequestedSchema },
  'booking.dates-changed': { 1: bookingDatesChangedSchema },
  'booking.date-change-lapsed': { 1: bookingDateChangeLapsedSchema },
  'payment.checkout-opened': { 1: paymentCheckoutOpenedSchema },
  'payment.paid': { 1: paymentPaidSchema, 2: paymentPaidV2Schema },
  'payment.expired': { 1: paymentExpiredSchema, 2: paymentExpiredV2Schema },
  'payment.refunded': { 1: paymentRefundedSchema, 2: paymentRefundedV2Schema },
  'application.submitted': { 1: applicationSubmittedSchema },
  'application.status-changed': { 1: applicationStatusChangedSchema },
};

/** The version a publisher writes: the newest known for the type (1 for a type without schemas). */
export function currentEventVersion(type: string): number {
  const versions = Object.keys(eventSchemas[type] ?? {}).map(Number);
  return versions.length ? Math.max(...versions) : 1;
}

export type PayloadCheck = { ok: true } | { ok: false; problem: string };

/** Checks an event's payload against the schema of its type and version. Types without schemas pass. */
export function checkEventPayload(type: string, version: number, data: unknown): PayloadCheck {
  const byVersion = eventSchemas[type];
  if (!byVersion) return { ok: true };
  const schema = byVersion[version];
  if (!schema) return { ok: false, problem: `unknown version ${version} of ${type} (known: ${Object.keys(byVersion).join(', ')})` };
  const result = schema.safeParse(data);
  if (result.success) return { ok: true };
  return { ok: false, problem: result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ') };
}
