export * from './mock-cluster';
