import { createLogger, onShutdownSignal, startService } from '@suvarna/platform';
import { loadConfig } from './config';
import { createNotifyService } from './service';

const config = loadConfig();
const logger = createLogger('notify', config.LOG_LEVEL);
const service = await startService(createNotifyService(), config, { port: config.PORT, host: '0.0.0.0', logger, standalone: true });
onShutdownSignal(service.close, logger);
