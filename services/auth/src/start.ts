import { createLogger, onShutdownSignal, startService } from '@suvarna/platform';
import { loadConfig } from './config';
import { authService } from './service';

const config = loadConfig();
const logger = createLogger('auth', config.LOG_LEVEL);
const service = await startService(authService, config, { port: config.PORT, host: '0.0.0.0', logger, standalone: true });
onShutdownSignal(service.close, logger);
