import { createLogger, onShutdownSignal } from '@suvarna/platform';
import { loadConfig } from './config';
import { startGateway } from './gateway';

const config = loadConfig();
if (!config.REDIS_URL) {
  // Rate limits kept in this process alone would let each gateway instance allow the whole limit.
  console.error(
    'The gateway cannot start on its own without REDIS_URL: its rate limits must be shared through a Redis server. ' +
      'Run the whole site in one process with `npm start`, or every service as its own process with `npm run start:cluster`.',
  );
  process.exit(1);
}
const logger = createLogger('gateway', config.LOG_LEVEL);
const gateway = await startGateway(config, { logger });
logger.info({ url: gateway.url }, 'gateway ready');
onShutdownSignal(gateway.close, logger);
