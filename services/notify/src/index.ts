export { createNotifyService } from './service';
export { configSchema, loadConfig, type NotifyConfig } from './config';
export { SEND_CONCURRENCY } from './domain/send-mails';
