import { Router } from 'express';
import { z } from 'zod';
import { checkoutSessionCreateSchema } from '@suvarna/contracts';
import { AppError, bearerToken, parseInput, type Auth } from '@suvarna/platform';
import { abandonCheckout } from '../../domain/abandon-checkout';
import { checkoutStatus } from '../../domain/checkout-status';
import { createCheckoutSession } from '../../domain/create-checkout-session';
import { createDifferenceCheckout } from '../../domain/date-change-payments';
import type { PaymentDeps } from '../../domain/payment-deps';

const abandonSchema = checkoutSessionCreateSchema.pick({ booking_id: true });

/** The guest's payment calls: open a Checkout Session, read its status, abandon it. Signed in only. */
export function paymentRoutes(deps: PaymentDeps & { auth: Auth }): Router {
  const router = Router();

  router.post('/api/payments/create-checkout-session', deps.auth.requireAuth, async (req, res) => {
    const input = parseInput(checkoutSessionCreateSchema, req.body);
    const token = bearerToken(req);
    if (!token) throw AppError.unauthorized();
    const caller = { user: deps.auth.getUser(req), token };
    const { date_change_id } = input;
    res.json(date_change_id ? await createDifferenceCheckout(deps, caller, { ...input, date_change_id }) : await createCheckoutSession(deps, caller, input));
  });

  router.get('/api/payments/checkout-status/:sessionId', deps.auth.requireAuth, async (req, res) => {
    const { sessionId } = parseInput(z.object({ sessionId: z.string() }), req.params);
    res.json(await checkoutStatus(deps, deps.auth.getUser(req), sessionId));
  });

  router.post('/api/payments/abandon-checkout', deps.auth.requireAuth, async (req, res) => {
    const { booking_id } = parseInput(abandonSchema, req.body);
    res.json(await abandonCheckout(deps, deps.auth.getUser(req), booking_id));
  });

  return router;
}
