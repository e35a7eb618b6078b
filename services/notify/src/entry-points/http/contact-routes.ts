import { Router } from 'express';
import { contactMessageSchema } from '@suvarna/contracts';
import { parseInput, type EventBus, type Pool } from '@suvarna/platform';
import { receiveContactMessage } from '../../domain/receive-contact-message';

export function contactRoutes(deps: { pool: Pool; bus: EventBus }): Router {
  const router = Router();
  router.post('/api/contact', async (req, res) => {
    const input = parseInput(contactMessageSchema, req.body);
    const result = await receiveContactMessage(deps, input);
    res.status(201).json(result);
  });
  return router;
}
