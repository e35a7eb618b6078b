import type { EventEnvelope } from '@suvarna/contracts';
import { runWithContext } from '../context';
import { withTransaction } from '../db/pool';
import { failCurrentSpan } from '../tracing';
import type { BusContext, ConsumerState } from './bus-context';
import type { ParkInput } from './dead-letter-store';
import { readEvent } from './envelope';
import { eventContext, recordProcessed, runAfterCommit, runInTransaction } from './run-handler';
import type { DeadLetter, TransportMessage } from './types';

export function deadLetterTopicOf(topic: string): string {
  return `${topic}.dead-letter`;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Sends a message that cannot be applied to the dead-letter topic (for alerting and inspection)
 * and parks it in the service's database, which blocks the later events of its key for this group.
 */
export async function deadLetter(
  { pool, transport, metrics, letters }: BusContext,
  group: string,
  message: TransportMessage,
  attempts: number,
  err: unknown,
  event?: EventEnvelope,
): Promise<void> {
  failCurrentSpan(err);
  const letter: DeadLetter = {
    topic: message.topic,
    key: message.key,
    value: message.value,
    group,
    attempts,
    error: err instanceof Error ? { message: err.message, name: err.name } : { message: String(err) },
    failedAt: new Date().toISOString(),
  };
  await transport.send({ topic: deadLetterTopicOf(message.topic), key: message.key, value: JSON.stringify(letter) });
  // The envelope's key is the one later events are checked against; a message not yet read has only the transport's.
  const key = event?.key ?? message.key;
  const park: ParkInput = {
    group,
    topic: message.topic,
    key,
    eventId: event?.id,
    eventType: event?.type,
    value: message.value,
    reason: attempts === 0 ? 'invalid' : 'failed',
    error: errorText(err),
    attempts,
  };
  await withTransaction(pool, async (client) => {
    await letters.lockKey(client, group, key);
    await letters.park(client, park);
  });
  metrics.eventsProcessed.inc({ group, type: event?.type ?? 'unknown', outcome: attempts === 0 ? 'invalid' : 'dead-letter' });
}

type RequestRunnerContext = BusContext & ConsumerState;

/**
 * Carries out one step of an operator's request on a key: skips or replays its first parked
 * letter with the real handler, in one transaction with the processed-event record. Returns
 * whether the key may have more to do.
 */
async function resolveNext({ s, pool, log, metrics, letters, handlersByGroup }: RequestRunnerContext, group: string, key: string): Promise<boolean> {
  const handlers = handlersByGroup.get(group);
  if (!handlers) return false;
  let current: number | undefined;
  const later: (() => Promise<void>)[] = [];
  let replayed: EventEnvelope | undefined;
  try {
    const more = await withTransaction(pool, async (client) => {
      await letters.lockKey(client, group, key);
      const letter = await letters.head(client, group, key);
      if (!letter?.requested) return false;
      current = letter.id;
      if (letter.requested === 'skip') {
        await letters.resolve(client, letter, 'skipped');
        log.warn({ group, key, deadLetter: letter.id, eventId: letter.eventId }, 'dead letter skipped by an operator');
        return true;
      }
      const event = readEvent(letter.value);
      const handler = handlers[event.type];
      if (handler) {
        await runWithContext(eventContext(event), async () => {
          if (await recordProcessed(client, s, event.id, group)) await runInTransaction(handler, event, client, (work) => later.push(work));
        });
      }
      await letters.resolve(client, letter, 'replayed');
      log.info({ group, key, deadLetter: letter.id, eventId: event.id }, 'dead letter replayed');
      metrics.eventsProcessed.inc({ group, type: event.type, outcome: 'replayed' });
      replayed = event;
      return true;
    });
    if (replayed) await runAfterCommit(log, later, group, replayed);
    return more;
  } catch (err) {
    if (current === undefined) throw err;
    log.error({ err, group, key, deadLetter: current }, 'dead letter replay failed; it stays parked');
    await letters.replayFailed(pool, current, errorText(err));
    return false;
  }
}

/** Carries out the replay and skip requests filed for this bus's groups. */
async function runRequests(context: RequestRunnerContext): Promise<void> {
  const { pool, metrics, letters, handlersByGroup, isStopped } = context;
  const groups = [...handlersByGroup.keys()];
  if (!groups.length) return;
  for (const { group, key } of await letters.requestedKeys(pool, groups)) {
    while (!isStopped() && (await resolveNext(context, group, key)));
  }
  const parked = await letters.parkedCounts(pool, groups);
  for (const group of groups) metrics.deadLettersParked.set({ group }, parked.get(group) ?? 0);
}

/** Looks for operators' replay and skip requests every `requestPollMs` while the bus runs (see dead-letter-store.ts). */
export function createRequestPoller(context: RequestRunnerContext, requestPollMs: number) {
  const { log, isStopped } = context;
  let requestTimer: NodeJS.Timeout | undefined;
  let requestRun: Promise<void> | undefined;
  let lastRequestFailureLog = 0;

  function schedule(): void {
    if (isStopped() || requestTimer) return;
    requestTimer = setTimeout(() => {
      requestRun = runRequests(context)
        .catch((err: unknown) => {
          // Tried again each second; while the database is away, said now and then rather than each time.
          if (Date.now() - lastRequestFailureLog < 30_000) return;
          lastRequestFailureLog = Date.now();
          log.error({ err }, 'dead-letter requests failed; trying again');
        })
        .finally(() => {
          requestTimer = undefined;
          requestRun = undefined;
          schedule();
        });
    }, requestPollMs);
    requestTimer.unref();
  }

  return {
    schedule,
    /** After the bus says it stops: no further look is scheduled; resolves once the one in hand is done. */
    stop(): Promise<void> | undefined {
      if (requestTimer) clearTimeout(requestTimer);
      return requestRun;
    },
  };
}
