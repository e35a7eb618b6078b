import { z } from 'zod';
import { hotelChangedSchema, hotelRemovedSchema } from './catalog';

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

/** Payload schemas by event type, checked when an event is published and when it is consumed. */
export const eventPayloadSchemas: Record<string, z.ZodType<Record<string, unknown>>> = {
  'contact.received': contactReceivedSchema,
  'user.registered': userRegisteredSchema,
  'catalog.hotel-changed': hotelChangedSchema,
  'catalog.hotel-removed': hotelRemovedSchema,
};
