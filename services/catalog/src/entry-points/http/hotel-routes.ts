import { Router } from 'express';
import { z } from 'zod';
import { publicHotelStatuses } from '@suvarna/contracts';
import { AppError, parseInput } from '@suvarna/platform';
import { findHotel } from '../../data-access/hotel-repository';
import type { CatalogDeps } from '../../domain/catalog-deps';
import { isPlausibleHotelId } from '../../domain/hotel-rules';
import { hotelReviews, listPublicHotels } from '../../domain/read-catalog';
import { sendCached } from './send-cached';

const listQuery = z.object({
  status: z.enum(publicHotelStatuses, { error: `Status must be one of ${publicHotelStatuses.join(', ')}` }).optional(),
});

/** Public reads of hotels and their reviews, served from the response cache. */
export function hotelRoutes(deps: CatalogDeps): Router {
  const router = Router();

  router.get('/api/hotels', async (req, res) => {
    const { status } = parseInput(listQuery, req.query);
    const cached = await deps.cache.read('hotels', `list:${status ?? 'all'}`, () => listPublicHotels(deps.pool, status));
    sendCached(res, cached);
  });

  router.get('/api/hotels/:id', async (req, res) => {
    const { id } = req.params;
    const cached = isPlausibleHotelId(id) ? await deps.cache.readFound('hotels', `detail:${id}`, async () => (await findHotel(deps.pool, id))?.hotel) : undefined;
    if (!cached) throw AppError.notFound('Hotel not found', 'hotel_not_found');
    sendCached(res, cached);
  });

  router.get('/api/reviews/hotel/:id', async (req, res) => {
    const { id } = req.params;
    const cached = isPlausibleHotelId(id) ? await deps.cache.readFound(`reviews:${id}`, 'list', () => hotelReviews(deps.pool, id)) : undefined;
    if (!cached) throw AppError.notFound('Hotel not found', 'hotel_not_found');
    sendCached(res, cached);
  });

  return router;
}
