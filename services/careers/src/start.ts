import { createLogger, onShutdownSignal, startService } from '@suvarna/platform';
import { loadConfig } from './config';
import { createCareersService } from './service';

const config = loadConfig();
const logger = createLogger('careers', config.LOG_LEVEL);
const service = await startService(createCareersService(), config, { port: config.PORT, host: '0.0.0.0', logger, standalone: true });
onShutdownSignal(service.close, logger);
