import './provided-context';
export * from './test-database';
