import { createLogger, onShutdownSignal } from '@suvarna/platform';
import { loadConfig } from './config';
import { startGateway } from './gateway';

const config = loadConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);
const gateway = await startGateway(config, { logger });
logger.info({ url: gateway.url }, 'gateway ready');
onShutdownSignal(gateway.close, logger);
