import { afterEach, describe, expect, it, vi } from 'vitest';
import { KafkaRequestQueue, mendKafkaRequestQueue, type KafkaRequestQueue as Queue } from '../src/bus/kafka-request-queue';

const silent = { debug() {}, info() {}, warn() {}, error() {} };

function queue(maxInFlightRequests: number | null = null) {
  return new KafkaRequestQueue({ maxInFlightRequests, requestTimeout: 30_000, enforceRequestTimeout: false, clientId: 'test', broker: 'localhost:9092', logger: silent });
}

describe("kafkajs's request queue, mended", () => {
  const made: Queue[] = [];
  afterEach(() => {
    for (const q of made.splice(0)) q.destroy();
  });

  it('when no request waits and nothing is throttled, then a look at the queue arms no timer', () => {
    mendKafkaRequestQueue();
    const q = queue();
    made.push(q);
    q.checkPendingRequests();
    // kafkajs 2.2.4 armed a 1 ms timer here, which armed the next when it fired, for as long as the connection lived.
    expect(q.throttleCheckTimeoutId).toBeNull();
  });

  it('when a request waits behind the in-flight limit, then the queue looks again after 10 ms', () => {
    mendKafkaRequestQueue();
    const q = queue(0);
    made.push(q);
    q.pending.push({ correlationId: 1 });
    q.scheduleCheckPendingRequests();
    expect(q.throttleCheckTimeoutId).not.toBeNull();
  });

  it('when the broker throttles the client, then the queue looks again when the throttle ends, even with nothing waiting', () => {
    mendKafkaRequestQueue();
    vi.useFakeTimers();
    try {
      const q = queue();
      made.push(q);
      q.throttledUntil = Date.now() + 20;
      q.scheduleCheckPendingRequests();
      expect(q.throttleCheckTimeoutId).not.toBeNull();
      vi.advanceTimersByTime(20);
      // The throttle is over and nothing waits: no timer is left armed.
      expect(q.throttleCheckTimeoutId).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
