import { Router } from 'express';
import { z } from 'zod';
import { adminCancelSchema, bookingStatuses, bookingStatusUpdateSchema, checkedText, inventoryCheckSchema, isIsoDate } from '@suvarna/contracts';
import { AppError, bearerToken, parseInput, type Auth } from '@suvarna/platform';
import type { BookingDeps } from '../../domain/booking-deps';
import { cancelAnyBooking } from '../../domain/cancel-booking';
import { dashboardStats } from '../../domain/dashboard-stats';
import { bookingAnalytics, changeStatus, checkInventory, inventoryWarnings, listBookings } from '../../domain/manage-bookings';
import { wholeNumber } from './query-fields';
import { refuseNul } from './refuse-nul';

const listQuery = z.object({
  q: z
    .string({ error: 'Search must be text' })
    .pipe(checkedText('Search'))
    .pipe(z.string().max(100, 'Search must be at most 100 characters'))
    .optional()
    .transform((q) => q || undefined),
  status: z
    .enum([...bookingStatuses, 'all', ''], { error: `Status must be one of ${bookingStatuses.join(', ')} or all` })
    .optional()
    .transform((s) => (s === 'all' || s === '' ? undefined : s)),
  check_in_from: queryDate('check_in_from'),
  check_in_to: queryDate('check_in_to'),
  page: wholeNumber(1, 100_000, 1, 'page must be a whole number from 1'),
  page_size: wholeNumber(1, 100, 20, 'page_size must be a whole number from 1 to 100'),
});

/** An optional calendar date from a query string (YYYY-MM-DD); blank means no limit. */
function queryDate(name: string) {
  const message = `${name} must be a date (YYYY-MM-DD)`;
  return z
    .string({ error: message })
    .trim()
    .optional()
    .transform((d) => d || undefined)
    .refine((d) => d === undefined || isIsoDate(d), message);
}

const warningsQuery = z.object({
  hotel_id: z
    .string({ error: 'hotel_id must be text' })
    .pipe(checkedText('hotel_id'))
    .pipe(z.string().max(64, 'hotel_id is too long'))
    .optional()
    .transform((h) => h || undefined),
});

/** The admin's bookings, analytics, inventory warnings and dashboard figures: admin or manager only. */
export function adminBookingRoutes(deps: BookingDeps, auth: Auth): Router {
  const router = Router();
  router.use('/api/admin/bookings', auth.requireAdmin, refuseNul);
  router.use('/api/admin/dashboard', auth.requireAdmin);

  router.get('/api/admin/bookings', async (req, res) => {
    const q = parseInput(listQuery, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await listBookings(deps, { q: q.q, status: q.status, checkInFrom: q.check_in_from, checkInTo: q.check_in_to, page: q.page, pageSize: q.page_size }));
  });

  router.get('/api/admin/bookings/analytics', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await bookingAnalytics(deps));
  });

  router.get('/api/admin/bookings/inventory-warnings', async (req, res) => {
    const { hotel_id } = parseInput(warningsQuery, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await inventoryWarnings(deps, hotel_id));
  });

  router.post('/api/admin/bookings/inventory-check', async (req, res) => {
    res.json(await checkInventory(deps, parseInput(inventoryCheckSchema, req.body)));
  });

  router.patch('/api/admin/bookings/:id/status', async (req, res) => {
    const { status } = parseInput(bookingStatusUpdateSchema, req.body);
    res.json(await changeStatus(deps, auth.getUser(req), req.params.id, status));
  });

  router.post('/api/admin/bookings/:id/cancel', async (req, res) => {
    const { reason } = parseInput(adminCancelSchema, req.body);
    res.json(await cancelAnyBooking(deps, auth.getUser(req), req.params.id, reason));
  });

  router.get('/api/admin/dashboard/stats', async (req, res) => {
    const token = bearerToken(req);
    if (!token) throw AppError.unauthorized();
    res.setHeader('Cache-Control', 'no-store');
    res.json(await dashboardStats(deps, token));
  });

  return router;
}
