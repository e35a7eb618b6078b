import type { ReviewSubmit } from '@suvarna/contracts';
import type { ServiceDeps } from '@suvarna/platform';
import type { CatalogConfig } from '../config';
import { createResponseCache } from '../data-access/response-cache';
import { submitReview, type Reviewer } from '../domain/submit-review';

/**
 * The entry point of the demo history that `npm start` writes on a first start (infra/demo-history): a
 * guest's review as the review route takes it, dated as of the moment the history writes it.
 */
export function catalogHistoryPort(deps: ServiceDeps<CatalogConfig>) {
  const catalog = {
    pool: deps.pool,
    bus: deps.bus,
    logger: deps.logger,
    cache: createResponseCache({ redis: deps.redis, logger: deps.logger, databaseUrl: deps.config.DATABASE_URL, ttlSeconds: deps.config.CATALOG_CACHE_TTL_SECONDS }),
  };
  return {
    review: (reviewer: Reviewer, input: ReviewSubmit) => submitReview(catalog, reviewer, input),
  };
}
export type CatalogHistoryPort = ReturnType<typeof catalogHistoryPort>;
