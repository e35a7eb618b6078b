import { createLogger, onShutdownSignal, startService } from '@suvarna/platform';
import { loadConfig } from './config';
import { createCatalogService } from './service';

const config = loadConfig();
const logger = createLogger('catalog', config.LOG_LEVEL);
const service = await startService(createCatalogService(), config, { port: config.PORT, host: '0.0.0.0', logger, standalone: true });
onShutdownSignal(service.close, logger);
