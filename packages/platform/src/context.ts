import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export interface RequestContext {
  requestId: string;
  correlationId: string;
  /**
   * Set while history is written as of a past moment (the demo history of `npm start`): the business time
   * `businessNow()` returns, carried by the events published meanwhile to their consumers.
   */
  asOf?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs fn with a request or event context that logs and published events pick up. */
export function runWithContext<T>(ctx: RequestContext, fn: () => T): T {
  return storage.run(ctx, fn);
}

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}

/**
 * The time business code acts at: now, or, while history is written (`atBusinessTime`), the moment it is
 * written as of. Stamps that a person would read as when something happened (a booking made, a status
 * changed, a review written) use it; timeouts, expiries of a provider's sessions and database clocks do not.
 */
export function businessNow(): Date {
  const asOf = storage.getStore()?.asOf;
  return asOf ? new Date(asOf) : new Date();
}

/**
 * Runs fn as of a past moment: `businessNow()` returns `at`, and the events published meanwhile carry it
 * (`asOf`), so that their consumers act as of the same moment. Used only to write the demo history.
 */
export function atBusinessTime<T>(at: Date, fn: () => T): T {
  const current = storage.getStore();
  const id = current?.requestId ?? randomUUID();
  return storage.run({ requestId: id, correlationId: current?.correlationId ?? id, asOf: at.toISOString() }, fn);
}
