export { createBookingService } from './service';
export { configSchema, loadConfig, type BookingConfig } from './config';
