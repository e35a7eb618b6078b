export { createPaymentService } from './service';
export { configSchema, loadConfig, type PaymentConfig } from './config';
export { paymentHistoryPort, type PaymentHistoryPort } from './entry-points/demo-history';
