import { Router } from 'express';
import { conciergeRequestSchema, recommendationRequestSchema, salesRequestSchema } from '@suvarna/contracts';
import { parseInput, type Logger, type Pool } from '@suvarna/platform';
import { liveAnalytics } from '../../domain/analytics';
import { answerQuestion, knowledgeCache } from '../../domain/concierge';
import { phrase, type LanguageModel } from '../../domain/language-model';
import { recommend } from '../../domain/recommend';
import { salesAnswer } from '../../domain/sales';

/** The AI calls of the /ai-demos page; public, answered from the service's own read models. */
export function aiRoutes(deps: { pool: Pool; logger: Logger; model?: LanguageModel }): Router {
  const router = Router();
  const knowledge = knowledgeCache();
  const hotelNames = async () => (await knowledge(deps.pool)).hotels.map((h) => h.name);

  router.post('/api/ai/recommendations', async (req, res) => {
    const { message } = parseInput(recommendationRequestSchema, req.body ?? {});
    res.setHeader('Cache-Control', 'no-store');
    const body = await recommend(deps.pool, message);
    if (deps.model && body.status !== 'not_understood') {
      const facts = [body.reasoning, ...body.recommendations.map((r) => `${r.name} (${r.location}, ${r.state}), from ₹${r.price_from.toLocaleString('en-IN')} a night: ${r.why.join('; ')}.`)].join('\n');
      body.reasoning = await phrase(deps.model, deps.logger, message, body.reasoning, { text: facts, hotelNames: await hotelNames() }, body.lang);
    }
    res.json(body);
  });

  router.post('/api/ai/concierge', async (req, res) => {
    const { message } = parseInput(conciergeRequestSchema, req.body ?? {});
    res.setHeader('Cache-Control', 'no-store');
    const kb = await knowledge(deps.pool);
    const body = answerQuestion(kb, message);
    if (deps.model && body.status === 'answered') {
      body.response = await phrase(deps.model, deps.logger, message, body.response, { text: body.response, hotelNames: kb.hotels.map((h) => h.name) }, body.lang);
    }
    res.json(body);
  });

  router.post('/api/ai/sales', async (req, res) => {
    const { message } = parseInput(salesRequestSchema, req.body ?? {});
    res.setHeader('Cache-Control', 'no-store');
    res.json(await salesAnswer(deps.pool, message));
  });

  router.get('/api/ai/analytics', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await liveAnalytics(deps.pool));
  });

  return router;
}
