import { Router } from 'express';
import { conciergeRequestSchema, recommendationRequestSchema } from '@suvarna/contracts';
import { parseInput, type Pool } from '@suvarna/platform';
import { liveAnalytics } from '../../domain/analytics';
import { answerQuestion, knowledgeCache } from '../../domain/concierge';
import { recommend } from '../../domain/recommend';

/** The three AI calls of the /ai-demos page; public, answered from the service's own read models. */
export function aiRoutes(deps: { pool: Pool }): Router {
  const router = Router();
  const knowledge = knowledgeCache();

  router.post('/api/ai/recommendations', async (req, res) => {
    const { message } = parseInput(recommendationRequestSchema, req.body ?? {});
    res.setHeader('Cache-Control', 'no-store');
    res.json(await recommend(deps.pool, message));
  });

  router.post('/api/ai/concierge', async (req, res) => {
    const { message } = parseInput(conciergeRequestSchema, req.body ?? {});
    res.setHeader('Cache-Control', 'no-store');
    res.json(answerQuestion(await knowledge(deps.pool), message));
  });

  router.get('/api/ai/analytics', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await liveAnalytics(deps.pool));
  });

  return router;
}
