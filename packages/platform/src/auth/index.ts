export * from './tokens';
export * from './verifier';
