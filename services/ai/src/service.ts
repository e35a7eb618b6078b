import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@suvarna/platform';
import type { AiConfig } from './config';
import { startSnapshotSync, type SnapshotSync } from './domain/catalog-copy';
import { openAiCompatible } from './domain/language-model';
import { subscribeReadModels } from './entry-points/events/consumers';
import { aiRoutes } from './entry-points/http/ai-routes';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-access/migrations');

/** Recommendations, the concierge and live analytics, from the AI's own read models of hotels, bookings and payments. */
export function createAiService(): ServiceDefinition<AiConfig> {
  let sync: SnapshotSync | undefined;
  return {
    name: 'ai',
    migrationsDir,
    // In the background: the service starts, and answers from its copy, while the catalog is down.
    onStart: async (deps) => {
      sync = startSnapshotSync({
        pool: deps.pool,
        logger: deps.logger.child({ component: 'catalog-sync' }),
        catalogUrl: deps.config.CATALOG_URL,
        maxDelayMs: deps.config.SNAPSHOT_SYNC_MAX_DELAY_MS,
      });
    },
    routes: (app, deps) => {
      const { AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS } = deps.config;
      const model = AI_BASE_URL && AI_API_KEY ? openAiCompatible({ baseUrl: AI_BASE_URL, apiKey: AI_API_KEY, model: AI_MODEL, timeoutMs: AI_TIMEOUT_MS }) : undefined;
      app.use(aiRoutes({ pool: deps.pool, logger: deps.logger, model }));
    },
    consumers: (deps) => subscribeReadModels(deps),
    onStop: async () => {
      sync?.stop();
      await sync?.done;
    },
  };
}
