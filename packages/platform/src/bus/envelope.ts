import { checkEventPayload, eventEnvelopeSchema, type EventEnvelope } from '@suvarna/contracts';
import type { z } from 'zod';

export class InvalidEventError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidEventError';
  }
}

export function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

/** Parses and checks an envelope as received; throws InvalidEventError when it is not one. */
export function parseEnvelope(value: string): EventEnvelope {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new InvalidEventError('message is not JSON');
  }
  const result = eventEnvelopeSchema.safeParse(json);
  if (!result.success) throw new InvalidEventError(`invalid envelope: ${describeIssues(result.error)}`);
  return result.data;
}

export function checkPayload(envelope: EventEnvelope): void {
  const check = checkEventPayload(envelope.type, envelope.version, envelope.data);
  if (!check.ok) throw new InvalidEventError(`invalid ${envelope.type} v${envelope.version} payload: ${check.problem}`);
}

/** Reads an event as received; an unreadable one (not an envelope, unknown version, bad payload) throws InvalidEventError. */
export function readEvent(value: string): EventEnvelope {
  const event = parseEnvelope(value);
  checkPayload(event);
  return event;
}
