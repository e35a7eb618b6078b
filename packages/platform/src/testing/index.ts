import './provided-context';
export * from './test-database';
export * from './test-issuer';
