import kafkajs from 'kafkajs';
import type { Admin, Consumer, IHeaders, Kafka as KafkaClient, LogEntry, Producer } from 'kafkajs';
import type { Logger } from '../logger';
import { backoffDelay } from './backoff';
import { mendKafkaRequestQueue } from './kafka-request-queue';
import type { Transport, TransportSubscription } from './types';

const { Kafka, Partitioners, logLevel } = kafkajs;

export interface KafkaTransportOptions {
  brokers: string[];
  clientId: string;
  logger: Logger;
  /**
   * How long a fetch may wait on the broker for new messages. A real broker answers as soon as one
   * arrives; librdkafka's mock cluster always waits the full time, so tests shorten it.
   */
  maxWaitTimeInMs?: number;
  /**
   * Partitions one consumer handles at the same time; each partition stays in order. More than one
   * keeps a slow handler (an SMTP hand-off) from holding up the events of every other key.
   */
  partitionsConsumedConcurrently?: number;
  /** How long the group waits for a silent consumer before its partitions go to the others. */
  sessionTimeoutMs?: number;
  /**
   * An idempotent producer (the broker drops a resent batch it already has). Apache Kafka supports it;
   * librdkafka's mock cluster does not, so it is off unless asked for.
   */
  idempotent?: boolean;
}

/** A consumer that crashed for good is replaced after 1 s, doubling per crash in a row up to 30 s. */
const RESTART_BACKOFF = { baseMs: 1_000, maxMs: 30_000 };

function kafkaClient(clientId: string, brokers: string[], log: Logger): KafkaClient {
  return new Kafka({
    clientId,
    brokers,
    // kafkajs logs connection chatter at info; only its warnings and errors are worth a line.
    logLevel: logLevel.WARN,
    logCreator: () => (entry: LogEntry) => {
      const { message, ...extra } = entry.log;
      const fields = { namespace: entry.namespace, ...extra };
      if (entry.level === logLevel.ERROR) log.error(fields, message);
      else if (entry.level === logLevel.WARN) log.warn(fields, message);
      else log.debug(fields, message);
    },
  });
}

/** What the transport's subscriptions share: the consumers to disconnect on close, and whether it is closed. */
interface Consumers {
  kafka: KafkaClient;
  log: Logger;
  all: Set<Consumer>;
  closed: boolean;
  maxWaitTimeInMs?: number;
  partitionsConsumedConcurrently: number;
  sessionTimeoutMs: number;
}

/** One consumer group's consumer; replaced by a new one when kafkajs gives up on it. */
async function subscribeGroup(consumers: Consumers, { group, topics, handle, onLag }: Parameters<Transport['subscribe']>[0]): Promise<TransportSubscription> {
  const { kafka, log, maxWaitTimeInMs, partitionsConsumedConcurrently, sessionTimeoutMs } = consumers;
  let stopping: Promise<void> | undefined;
  let current: Consumer | undefined;
  let joined = false;
  let restartTimer: NodeJS.Timeout | undefined;
  let crashes = 0;

  // A consumer that kafkajs gives up on (a crash it does not retry) is replaced by a new one after a
  // backoff, so that one bad answer from a broker never leaves the service deaf until it is restarted.
  const scheduleRestart = (delayMs: number) => {
    if (stopping || consumers.closed) return;
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (stopping || consumers.closed) return;
      start().catch((err: unknown) => {
        log.error({ err, group }, 'consumer could not start again');
        scheduleRestart(backoffDelay(RESTART_BACKOFF, crashes++));
      });
    }, delayMs);
  };

  const start = async (): Promise<void> => {
    const consumer = kafka.consumer({
      groupId: group,
      allowAutoTopicCreation: true,
      maxWaitTimeInMs,
      sessionTimeout: sessionTimeoutMs,
      heartbeatInterval: Math.max(500, Math.floor(sessionTimeoutMs / 4)),
    });
    current = consumer;
    consumers.all.add(consumer);
    // Consuming from the group's join until a crash or a stop.
    consumer.on(consumer.events.GROUP_JOIN, () => {
      joined = true;
      crashes = 0;
    });
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      joined = false;
      if (payload.restart) return void log.warn({ err: payload.error, group }, 'consumer crashed; kafkajs restarts it');
      const delayMs = backoffDelay(RESTART_BACKOFF, crashes++);
      log.error({ err: payload.error, group, retryInMs: delayMs }, 'consumer crashed; starting a new one');
      consumers.all.delete(consumer);
      void consumer.disconnect().catch(() => undefined);
      scheduleRestart(delayMs);
    });
    if (onLag) consumer.on(consumer.events.END_BATCH_PROCESS, ({ payload }) => onLag(payload.topic, payload.partition, Math.max(0, Number(payload.offsetLag))));
    consumer.on(consumer.events.STOP, () => {
      joined = false;
    });
    await consumer.connect();
    await consumer.subscribe({ topics, fromBeginning: true });
    await consumer.run({
      partitionsConsumedConcurrently,
      eachMessage: async ({ topic, message, heartbeat }) => {
        await handle({ topic, key: message.key?.toString() ?? '', value: message.value?.toString() ?? '', headers: stringHeaders(message.headers), heartbeat });
      },
    });
  };
  await start();

  return {
    consuming: () => joined && !stopping,
    stop: () =>
      (stopping ??= (async () => {
        if (restartTimer) clearTimeout(restartTimer);
        if (!current) return;
        consumers.all.delete(current);
        // disconnect stops the runner first, which waits for the message in hand.
        await current.disconnect();
      })()),
  };
}

/**
 * kafkajs behind the Transport contract: one producer, one consumer per subscription with the
 * group as its group id. `eachMessage` awaits the handler, so an offset is committed only after
 * its message was handled; a handler that rejects makes kafkajs deliver the message again.
 */
export function createKafkaTransport({ brokers, clientId, logger, maxWaitTimeInMs, partitionsConsumedConcurrently = 4, sessionTimeoutMs = 10_000, idempotent = false }: KafkaTransportOptions): Transport {
  mendKafkaRequestQueue();
  const log = logger.child({ component: 'kafkajs' });
  const kafka = kafkaClient(clientId, brokers, log);
  // Idempotence only when asked for, and no topic creation by admin: neither exists on every broker (nor on the test mock).
  const producer: Producer = kafka.producer({
    allowAutoTopicCreation: true,
    createPartitioner: Partitioners.DefaultPartitioner,
    idempotent,
    // An idempotent producer keeps order only with one request in flight.
    ...(idempotent ? { maxInFlightRequests: 1 } : {}),
  });
  const consumers: Consumers = { kafka, log, all: new Set(), closed: false, maxWaitTimeInMs, partitionsConsumedConcurrently, sessionTimeoutMs };
  let producerReady: Promise<void> | undefined;
  let admin: Admin | undefined;
  let adminReady: Promise<void> | undefined;

  const describeCluster = async () => {
    if (!admin) {
      const fresh = kafka.admin();
      admin = fresh;
      adminReady = fresh.connect().catch((err: unknown) => {
        admin = undefined;
        throw err;
      });
    }
    const current = admin;
    await adminReady;
    return current.describeCluster();
  };

  const connectProducer = () =>
    (producerReady ??= producer.connect().catch((err: unknown) => {
      producerReady = undefined;
      throw err;
    }));

  return {
    kind: 'kafka',

    async send({ topic, key, value, headers }) {
      if (consumers.closed) throw new Error('Kafka transport is closed');
      await connectProducer();
      // Acknowledged by every in-sync replica: a send that resolves survives the loss of the leader.
      await producer.send({ topic, acks: -1, messages: [{ key, value, headers }] });
    },

    async sendBatch(messages) {
      if (consumers.closed) throw new Error('Kafka transport is closed');
      await connectProducer();
      const byTopic = new Map<string, { key: string; value: string; headers?: Record<string, string> }[]>();
      for (const { topic, key, value, headers } of messages) {
        const list = byTopic.get(topic) ?? [];
        list.push({ key, value, headers });
        byTopic.set(topic, list);
      }
      await producer.sendBatch({ acks: -1, topicMessages: [...byTopic].map(([topic, list]) => ({ topic, messages: list })) });
    },

    async subscribe(options): Promise<TransportSubscription> {
      if (consumers.closed) throw new Error('Kafka transport is closed');
      return subscribeGroup(consumers, options);
    },

    async ping() {
      await describeCluster();
    },

    async clusterId() {
      return (await describeCluster()).clusterId;
    },

    async close() {
      consumers.closed = true;
      await Promise.allSettled([
        ...[...consumers.all].map((c) => c.disconnect()),
        producerReady ? producer.disconnect() : Promise.resolve(),
        admin ? admin.disconnect() : Promise.resolve(),
      ]);
      consumers.all.clear();
    },
  };
}

/** Kafka's header values (bytes, or several of them) as the strings the bus reads; a repeated header keeps its first value. */
function stringHeaders(headers: IHeaders | undefined): Record<string, string> | undefined {
  if (!headers) return undefined;
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) out[name] = first.toString();
  }
  return out;
}
