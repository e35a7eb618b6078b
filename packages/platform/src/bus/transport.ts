import type { Logger } from '../logger';
import { createKafkaTransport } from './kafka-transport';
import { sharedMemoryTransport } from './memory-transport';
import type { Transport } from './types';

export interface TransportConfig {
  KAFKA_BROKERS?: string[];
  KAFKA_CLIENT_ID: string;
  KAFKA_SESSION_TIMEOUT_MS?: number;
  KAFKA_FETCH_MAX_WAIT_MS?: number;
  KAFKA_IDEMPOTENT_PRODUCER?: boolean;
}

/** Kafka when brokers are configured; otherwise the process's shared in-memory transport. */
export function createTransport(config: TransportConfig, logger: Logger): Transport {
  if (config.KAFKA_BROKERS?.length) {
    return createKafkaTransport({
      brokers: config.KAFKA_BROKERS,
      clientId: config.KAFKA_CLIENT_ID,
      sessionTimeoutMs: config.KAFKA_SESSION_TIMEOUT_MS,
      maxWaitTimeInMs: config.KAFKA_FETCH_MAX_WAIT_MS,
      idempotent: config.KAFKA_IDEMPOTENT_PRODUCER,
      logger,
    });
  }
  return sharedMemoryTransport();
}
