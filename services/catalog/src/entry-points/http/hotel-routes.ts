import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { publicHotelStatuses } from '@suvarna/contracts';
import { AppError, parseInput, readIds, type Metrics } from '@suvarna/platform';
import type { CatalogDeps } from '../../domain/catalog-deps';
import { isPlausibleHotelId } from '../../domain/hotel-rules';
import { hotelById, hotelReviews, listPublicHotels, reviewSummary } from '../../domain/read-catalog';
import { sendCached } from './send-cached';

const listQuery = z.object({
  status: z.enum(publicHotelStatuses, { error: `Status must be one of ${publicHotelStatuses.join(', ')}` }).optional(),
});

/**
 * Public reads of hotels and their reviews, served as cached bytes. Mounted as hot routes, ahead of the
 * request context, per-request log line and body parsers, which a cached read does not need: it sets
 * its request id and records its duration itself.
 */
export function hotelRoutes(deps: CatalogDeps, metrics?: Metrics): Router {
  const router = Router();
  const hot: RequestHandler = (req, res, next) => {
    res.setHeader('x-request-id', readIds(req.headers).requestId);
    if (metrics) {
      const end = metrics.httpDuration.startTimer();
      res.on('finish', () => end({ method: req.method, route: String(req.route?.path ?? 'unmatched'), status: String(res.statusCode) }));
    }
    next();
  };
  router.use(['/api/hotels', '/api/reviews/hotel', '/api/reviews/summary'], hot);

  router.get('/api/hotels', async (req, res) => {
    const { status } = parseInput(listQuery, req.query);
    const cached = await deps.cache.read('hotels', `list:${status ?? 'all'}`, () => listPublicHotels(deps.pool, status));
    sendCached(req, res, cached);
  });

  router.get('/api/hotels/:id', async (req, res) => {
    const { id } = req.params;
    const cached = isPlausibleHotelId(id) ? await deps.cache.readFound('hotels', `detail:${id}`, () => hotelById(deps.pool, id)) : undefined;
    if (!cached) throw AppError.notFound('Hotel not found', 'hotel_not_found');
    sendCached(req, res, cached);
  });

  // Any review changes the hotels' generation too (their shown ratings), so the summary is kept under it.
  router.get('/api/reviews/summary', async (req, res) => {
    sendCached(req, res, await deps.cache.read('hotels', 'reviews-summary', () => reviewSummary(deps.pool)));
  });

  router.get('/api/reviews/hotel/:id', async (req, res) => {
    const { id } = req.params;
    const cached = isPlausibleHotelId(id) ? await deps.cache.readFound(`reviews:${id}`, 'list', () => hotelReviews(deps.pool, id)) : undefined;
    if (!cached) throw AppError.notFound('Hotel not found', 'hotel_not_found');
    sendCached(req, res, cached);
  });

  return router;
}
