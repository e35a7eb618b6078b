import { Router } from 'express';
import { reviewSubmitSchema, type ReviewSubmitResponse } from '@suvarna/contracts';
import { parseInput, type ServiceDeps } from '@suvarna/platform';
import type { CatalogDeps } from '../../domain/catalog-deps';
import { submitReview } from '../../domain/submit-review';
import { announcingGenerations } from './announce-generations';

export function reviewRoutes(deps: CatalogDeps & Pick<ServiceDeps, 'auth'>): Router {
  const router = Router();
  router.post('/api/reviews/submit', deps.auth.requireAuth, async (req, res) => {
    const user = deps.auth.getUser(req);
    const input = parseInput(reviewSubmitSchema, req.body);
    const review = await submitReview(announcingGenerations(deps, res), { id: user.id, fullName: user.fullName }, input);
    const body: ReviewSubmitResponse = { success: true, message: 'Review submitted successfully', review };
    res.status(201).json(body);
  });
  return router;
}
