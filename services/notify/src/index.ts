export { createNotifyService } from './service';
export { configSchema, loadConfig, type NotifyConfig } from './config';
export { SEND_CONCURRENCY } from './domain/send-mails';
export { PAYMENT_MAIL_CONSUMER_GROUP, PAYMENT_MAIL_EVENTS } from './entry-points/events/payment-mail-consumer';
