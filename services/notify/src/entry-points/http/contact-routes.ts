import { Router } from 'express';
import { contactMessageSchema } from '@suvarna/contracts';
import { parseInput } from '@suvarna/platform';
import { receiveContactMessage, type ContactDeps } from '../../domain/receive-contact-message';

export function contactRoutes(deps: ContactDeps): Router {
  const router = Router();
  router.post('/api/contact', async (req, res) => {
    const input = parseInput(contactMessageSchema, req.body);
    // req.ip: the address the gateway saw (only the gateway's X-Forwarded-For is trusted).
    const result = await receiveContactMessage(deps, input, req.ip ?? req.socket.remoteAddress ?? 'unknown');
    res.status(201).json(result);
  });
  return router;
}
