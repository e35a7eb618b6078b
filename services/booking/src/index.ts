export { createBookingService } from './service';
export { configSchema, loadConfig, type BookingConfig } from './config';
export { bookingHistoryPort, type BookingHistoryPort } from './entry-points/demo-history';
