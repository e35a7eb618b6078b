export { createPaymentService } from './service';
export { configSchema, loadConfig, type PaymentConfig } from './config';
