import type { Transport, TransportMessage, TransportSubscription } from './types';

export interface MemoryTransportOptions {
  /** Queues per consumer group and topic; messages of one key always share one. */
  partitions?: number;
  /** Messages a topic keeps for groups that subscribe later (Kafka's retention, by count). */
  retention?: number;
  /** Wait before redelivering a message whose handler rejected. */
  redeliveryDelayMs?: number;
}

interface Subscriber {
  topics: Set<string>;
  handle: (message: TransportMessage) => Promise<void>;
  active: boolean;
  inFlight: Set<Promise<void>>;
}

interface Partition {
  queue: TransportMessage[];
  draining: boolean;
}

interface Group {
  subscribers: Subscriber[];
  /** Partitions by topic, created when the group first subscribes to the topic. */
  topics: Map<string, Partition[]>;
}

/** The partition of a key: a stable string hash, so one key always lands in one serial queue. */
export function partitionOf(key: string, partitions: number): number {
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (Math.imul(h, 31) + key.charCodeAt(i)) | 0;
  return Math.abs(h) % partitions;
}

/** The broker's state: its consumer groups, pending deliveries, and whether it is closed. */
interface Broker {
  partitionCount: number;
  redeliveryDelayMs: number;
  groups: Map<string, Group>;
  timers: Set<NodeJS.Timeout>;
  closed: boolean;
}

/** Delivery to the groups: each partition drained in order by its owner, a rejected message redelivered after a pause. */
function createDelivery(broker: Broker) {
  const { partitionCount, redeliveryDelayMs, groups, timers } = broker;

  function groupOf(name: string): Group {
    let group = groups.get(name);
    if (!group) {
      group = { subscribers: [], topics: new Map() };
      groups.set(name, group);
    }
    return group;
  }

  // Partition i goes to the i-th eligible subscriber modulo their count, as a range assignor would.
  function ownerOf(group: Group, topic: string, index: number): Subscriber | undefined {
    const eligible = group.subscribers.filter((s) => s.active && s.topics.has(topic));
    return eligible.length ? eligible[index % eligible.length] : undefined;
  }

  function schedule(group: Group, topic: string, index: number, delayMs = 0): void {
    // Never inside send's or subscribe's call stack: delivery is always asynchronous.
    const timer = setTimeout(() => {
      timers.delete(timer);
      void drain(group, topic, index);
    }, delayMs);
    // Pending deliveries alone do not keep a process alive that is otherwise done.
    timer.unref();
    timers.add(timer);
  }

  async function drain(group: Group, topic: string, index: number): Promise<void> {
    const partition = group.topics.get(topic)?.[index];
    if (!partition || partition.draining || broker.closed) return;
    partition.draining = true;
    try {
      while (!broker.closed && partition.queue.length) {
        const owner = ownerOf(group, topic, index);
        // No live subscriber: the messages wait for the next one to join.
        if (!owner) return;
        const message = partition.queue[0]!;
        const delivery = owner.handle(message);
        owner.inFlight.add(delivery);
        try {
          await delivery;
          partition.queue.shift();
        } catch {
          // At least once: the same message again, after a pause, so that one key stays in order.
          schedule(group, topic, index, redeliveryDelayMs);
          return;
        } finally {
          owner.inFlight.delete(delivery);
        }
      }
    } finally {
      partition.draining = false;
    }
  }

  function enqueue(group: Group, message: TransportMessage): void {
    const partitions = group.topics.get(message.topic);
    if (!partitions) return;
    const index = partitionOf(message.key, partitionCount);
    partitions[index]!.queue.push(message);
    schedule(group, message.topic, index);
  }

  return { groupOf, schedule, enqueue };
}

/**
 * A broker inside the process with Kafka's contract: every group gets every message, the
 * subscribers of one group share the partitions, one key is handled in order, a message is
 * redelivered until its handler resolves, and a group new to a topic starts from the oldest
 * message kept.
 */
export function createMemoryTransport(options: MemoryTransportOptions = {}): Transport {
  const partitionCount = options.partitions ?? 8;
  const retention = options.retention ?? 10_000;
  const broker: Broker = { partitionCount, redeliveryDelayMs: options.redeliveryDelayMs ?? 100, groups: new Map(), timers: new Set(), closed: false };
  const logs = new Map<string, TransportMessage[]>();
  const { groupOf, schedule, enqueue } = createDelivery(broker);

  return {
    kind: 'memory',

    async send(message) {
      if (broker.closed) throw new Error('Memory transport is closed');
      const copy = { ...message };
      let log = logs.get(copy.topic);
      if (!log) {
        log = [];
        logs.set(copy.topic, log);
      }
      log.push(copy);
      if (log.length > retention) log.shift();
      for (const group of broker.groups.values()) enqueue(group, copy);
    },

    async subscribe({ group: name, topics, handle }): Promise<TransportSubscription> {
      if (broker.closed) throw new Error('Memory transport is closed');
      const group = groupOf(name);
      const subscriber: Subscriber = { topics: new Set(topics), handle, active: true, inFlight: new Set() };
      group.subscribers.push(subscriber);
      for (const topic of subscriber.topics) {
        if (!group.topics.has(topic)) {
          // A group new to the topic starts from the beginning of what is kept.
          group.topics.set(
            topic,
            Array.from({ length: partitionCount }, () => ({ queue: [], draining: false })),
          );
          for (const message of logs.get(topic) ?? []) enqueue(group, message);
        }
      }
      // A rebalance: waiting messages of partitions without an owner until now move on.
      for (const [topic, partitions] of group.topics) partitions.forEach((_, i) => schedule(group, topic, i));
      return {
        async stop() {
          if (!subscriber.active) return;
          subscriber.active = false;
          group.subscribers = group.subscribers.filter((s) => s !== subscriber);
          await Promise.allSettled([...subscriber.inFlight]);
          for (const [topic, partitions] of group.topics) partitions.forEach((_, i) => schedule(group, topic, i));
        },
      };
    },

    async ping() {
      if (broker.closed) throw new Error('Memory transport is closed');
    },

    async close() {
      broker.closed = true;
      for (const timer of broker.timers) clearTimeout(timer);
      broker.timers.clear();
      const inFlight = [...broker.groups.values()].flatMap((g) => g.subscribers.flatMap((s) => [...s.inFlight]));
      await Promise.allSettled(inFlight);
    },
  };
}

let shared: Transport | undefined;

/** One memory transport per process, so that every service started in it talks to the others. */
export function sharedMemoryTransport(): Transport {
  if (!shared) {
    const transport = createMemoryTransport();
    // Services close the transport they were given on shutdown; the shared one outlives them.
    shared = { ...transport, close: async () => undefined };
  }
  return shared;
}
