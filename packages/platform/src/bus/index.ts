export * from './types';
export * from './event-bus';
export * from './transport';
export * from './memory-transport';
export * from './kafka-transport';
export * from './dead-letter-store';
export * from './dead-letter-admin';
