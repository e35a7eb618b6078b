export { createCareersService } from './service';
export { configSchema, loadConfig, type CareersConfig } from './config';
export { careersHistoryPort, type CareersHistoryPort } from './entry-points/demo-history';
