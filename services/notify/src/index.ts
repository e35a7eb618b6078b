export { createNotifyService } from './service';
export { configSchema, loadConfig, type NotifyConfig } from './config';
