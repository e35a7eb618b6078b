import type { Pool } from '../db/pool';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics';
import type { Tracing } from '../tracing';
import type { DeadLetterStore } from './dead-letter-store';
import type { EventHandler, StatementHandler, Transport } from './types';

export type Handler = EventHandler | StatementHandler;

/** What the relay, the consumers and the dead letters of one bus share. */
export interface BusContext {
  schema: string;
  /** The schema, quoted for SQL. */
  s: string;
  pool: Pool;
  transport: Transport;
  /** The bus's logger (component event-bus). */
  log: Logger;
  metrics: Metrics;
  tracer: Tracing['tracer'];
  letters: DeadLetterStore;
}

/** What the consumers and the dead letters' request runner share: the handlers of each group, and whether the bus stops. */
export interface ConsumerState {
  handlersByGroup: Map<string, Record<string, Handler>>;
  isStopped(): boolean;
}
