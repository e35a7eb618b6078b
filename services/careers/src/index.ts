export { createCareersService } from './service';
export { configSchema, loadConfig, type CareersConfig } from './config';
