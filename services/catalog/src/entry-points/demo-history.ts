import type { ReviewSubmit } from '@suvarna/contracts';
import type { ServiceDeps } from '@suvarna/platform';
import type { CatalogConfig } from '../config';
import { createCatalogDeps } from '../domain/catalog-deps';
import { submitReview, type Reviewer } from '../domain/submit-review';

/**
 * The entry point of the demo history that `npm start` writes on a first start (infra/demo-history): a
 * guest's review as the review route takes it, dated as of the moment the history writes it.
 */
export function catalogHistoryPort(deps: ServiceDeps<CatalogConfig>) {
  const catalog = createCatalogDeps(deps);
  return {
    review: (reviewer: Reviewer, input: ReviewSubmit) => submitReview(catalog, reviewer, input),
  };
}
export type CatalogHistoryPort = ReturnType<typeof catalogHistoryPort>;
