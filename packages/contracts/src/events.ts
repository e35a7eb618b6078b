import { z } from 'zod';
import { applicationStatusChangedSchema, applicationSubmittedSchema } from './careers';
import { bookingCancelledSchema, bookingCreatedSchema, bookingStatusChangedSchema } from './booking';
import { hotelChangedSchema, hotelChangedV1Schema, hotelRemovedSchema } from './catalog';
import { paymentCheckoutOpenedSchema, paymentExpiredSchema, paymentPaidSchema, paymentRefundedSchema } from './payment';

/** The envelope every integration event travels in, on every transport. */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().regex(/^[a-z]+(?:-[a-z]+)*\.[a-z]+(?:-[a-z]+)*$/, 'type is "<aggregate>.<past-tense-verb>"'),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
  key: z.string().min(1),
  correlationId: z.string().min(1),
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
});
export type UserRegistered = z.infer<typeof userRegisteredSchema>;

type PayloadSchema = z.ZodType<Record<string, unknown>>;

/**
 * Payload schemas by event type and version, checked when an event is published and when it is consumed.
 * A consumer refuses (dead-letters) a version it does not know instead of guessing at its fields.
 */
export const eventSchemas: Record<string, Record<number, PayloadSchema>> = {
  'contact.received': { 1: contactReceivedSchema },
  'user.registered': { 1: userRegisteredSchema },
  'catalog.hotel-changed': { 1: hotelChangedV1Schema, 2: hotelChangedSchema },
  'catalog.hotel-removed': { 1: hotelRemovedSchema },
  'booking.created': { 1: bookingCreatedSchema },
  'booking.status-changed': { 1: bookingStatusChangedSchema },
  'booking.cancelled': { 1: bookingCancelledSchema },
  'payment.checkout-opened': { 1: paymentCheckoutOpenedSchema },
  'payment.paid': { 1: paymentPaidSchema },
  'payment.expired': { 1: paymentExpiredSchema },
  'payment.refunded': { 1: paymentRefundedSchema },
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
