import { randomUUID } from 'node:crypto';
import { currentEventVersion, eventEnvelopeSchema, topicOf, type EventEnvelope } from '@suvarna/contracts';
import { businessNow, currentContext } from '../context';
import { quoteIdent, type Queryable } from '../db/pool';
import { outboxTraceContext, type Tracing } from '../tracing';
import { checkPayload, describeIssues, InvalidEventError } from './envelope';
import type { EventBus, OutboxRow, PublishInput } from './types';

/** The Postgres channel a schema's outbox announces new rows on. */
export function outboxChannelOf(schema: string): string {
  return `outbox_${schema}`;
}

/** The writing half of the transactional outbox: events checked against their schema and written with the caller's transaction. */
export function createOutboxWriter(schema: string, tracer: Tracing['tracer']): Pick<EventBus, 'publish' | 'outboxRow'> {
  const s = quoteIdent(schema);
  const channel = outboxChannelOf(schema);

  function outboxRow<T extends Record<string, unknown>>(input: PublishInput<T>): OutboxRow<T> {
    const id = randomUUID();
    const context = currentContext();
    const envelope: EventEnvelope<T> = {
      id,
      type: input.type,
      version: input.version ?? currentEventVersion(input.type),
      occurredAt: businessNow().toISOString(),
      key: input.key,
      correlationId: context?.correlationId ?? id,
      // Written as of a past moment (the demo history): consumers act as of it too.
      ...(context?.asOf ? { asOf: context.asOf } : {}),
      data: input.data,
    };
    const checked = eventEnvelopeSchema.safeParse(envelope);
    if (!checked.success) throw new InvalidEventError(`invalid ${input.type} event: ${describeIssues(checked.error)}`);
    checkPayload(envelope);
    const topic = topicOf(envelope.type);
    return { event_id: id, topic, key: envelope.key, envelope, trace_context: outboxTraceContext(tracer, topic, id, envelope.type), channel };
  }

  return {
    async publish<T extends Record<string, unknown>>(client: Queryable, input: PublishInput<T>): Promise<EventEnvelope<T>> {
      const row = outboxRow(input);
      // One round trip: the row and its notification, both taking effect when the caller commits.
      await client.query(
        `WITH ins AS (INSERT INTO ${s}.outbox (event_id, topic, key, envelope, trace_context) VALUES ($1, $2, $3, $4, $6) RETURNING 1)
         SELECT pg_notify($5, '') FROM ins`,
        [row.event_id, row.topic, row.key, JSON.stringify(row.envelope), channel, row.trace_context],
      );
      return row.envelope;
    },

    outboxRow,
  };
}
