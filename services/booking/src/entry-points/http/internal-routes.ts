import { Router, type Request } from 'express';
import type { Auth } from '@suvarna/platform';
import type { BookingDeps } from '../../domain/booking-deps';
import { dateChangeAsEvent } from '../../domain/change-dates';
import { bookingAsEvent } from '../../domain/read-bookings';

/**
 * Calls from other services, under /internal: the gateway proxies only its route table's /api
 * prefixes, so these are never reachable from outside.
 */
export function internalRoutes(deps: BookingDeps, auth: Auth): Router {
  const router = Router();

  // The payment service reads a booking whose booking.created has not reached it yet, with the guest's own token.
  router.get('/internal/bookings/:id', auth.requireAuth, async (req: Request<{ id: string }>, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await bookingAsEvent(deps, auth.getUser(req), req.params.id));
  });

  // The payment service reads a change of dates whose booking.date-change-requested has not reached it yet.
  router.get('/internal/bookings/:id/date-changes/:changeId', auth.requireAuth, async (req: Request<{ id: string; changeId: string }>, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await dateChangeAsEvent(deps, auth.getUser(req), req.params.id, req.params.changeId));
  });

  return router;
}
