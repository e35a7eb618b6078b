import { createRequire } from 'node:module';

/** What kafkajs's default for a throttled queue is: look again after 10 ms. */
const THROTTLED_CHECK_MS = 10;

/** What the mend reads and sets of kafkajs's per-connection queue (kafkajs types none of it). */
export interface KafkaRequestQueue {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
  destroy(): void;
}

export interface KafkaRequestQueueClass {
  new (options: { maxInFlightRequests: number | null; requestTimeout: number; enforceRequestTimeout: boolean; clientId: string; broker: string; logger: unknown }): KafkaRequestQueue;
  prototype: KafkaRequestQueue;
}

/**
 * The class kafkajs's connections use: required from where `kafkajs` itself resolves (beside this file, or beside a
 * service's bundle, which leaves kafkajs to node_modules), so that it is the very module kafkajs loaded.
 */
export const KafkaRequestQueue = createRequire(import.meta.url)('kafkajs/src/network/requestQueue/index.js') as KafkaRequestQueueClass;

let mended = false;

/**
 * kafkajs 2.2.4 arms a timer after every look at a connection's queue of requests waiting to be sent, even when none
 * waits and the broker throttles nothing; its delay is then negative, so it fires after 1 ms and arms the next: every
 * connection to every broker wakes its process a thousand times a second for nothing (kafkajs issue #1556, PR #1667;
 * the project publishes no release since). Measured here: an idle cluster's eight processes spent about half a core on it.
 * The mended look arms a timer only while a request waits or the broker's throttle is on; a queue whose requests were
 * all sent is looked at again when an answer comes back, as kafkajs already does.
 */
export function mendKafkaRequestQueue(): void {
  if (mended) return;
  mended = true;
  KafkaRequestQueue.prototype.scheduleCheckPendingRequests = function scheduleCheckPendingRequests(this: KafkaRequestQueue) {
    if (this.throttleCheckTimeoutId) return;
    const throttledForMs = this.throttledUntil - Date.now();
    let delayMs: number;
    if (this.pending.length > 0) delayMs = throttledForMs > 0 ? throttledForMs : THROTTLED_CHECK_MS;
    else if (throttledForMs > 0) delayMs = throttledForMs;
    else return;
    this.throttleCheckTimeoutId = setTimeout(() => {
      this.throttleCheckTimeoutId = null;
      this.checkPendingRequests();
    }, delayMs);
  };
}
