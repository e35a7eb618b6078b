import { createLogger, onShutdownSignal, startService } from '@suvarna/platform';
import { loadConfig } from './config';
import { createBookingService } from './service';

const config = loadConfig();
const logger = createLogger('booking', config.LOG_LEVEL);
const service = await startService(createBookingService(), config, { port: config.PORT, host: '0.0.0.0', logger, standalone: true });
onShutdownSignal(service.close, logger);
