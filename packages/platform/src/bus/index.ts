export * from './types';
export * from './event-bus';
export * from './transport';
export * from './memory-transport';
export * from './kafka-transport';
