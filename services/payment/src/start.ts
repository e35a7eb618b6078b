import { createLogger, onShutdownSignal, startService } from '@suvarna/platform';
import { loadConfig } from './config';
import { createPaymentService } from './service';

const config = loadConfig();
const logger = createLogger('payment', config.LOG_LEVEL);
const service = await startService(createPaymentService(), config, { port: config.PORT, host: '0.0.0.0', logger, standalone: true });
onShutdownSignal(service.close, logger);
