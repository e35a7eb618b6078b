import { createLogger, onShutdownSignal, startService } from '@suvarna/platform';
import { loadConfig } from './config';
import { createAiService } from './service';

const config = loadConfig();
const logger = createLogger('ai', config.LOG_LEVEL);
const service = await startService(createAiService(), config, { port: config.PORT, host: '0.0.0.0', logger, standalone: true });
onShutdownSignal(service.close, logger);
