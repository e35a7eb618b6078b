export { authService, createAuthService } from './service';
export { configSchema, loadConfig, type AuthConfig } from './config';
export { demoAccounts } from './domain/staff-accounts';
export { authHistoryPort, type AuthHistoryPort } from './entry-points/demo-history';
