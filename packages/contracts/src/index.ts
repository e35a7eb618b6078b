export * from './events';
export * from './contact';
export * from './enums';
export * from './validation';
export * from './catalog';
export * from './auth';
export * from './catalog-rules';
