import { Router } from 'express';
import { hotelInputSchema } from '@suvarna/contracts';
import { AppError, parseInput, type ServiceDeps } from '@suvarna/platform';
import type { CatalogDeps } from '../../domain/catalog-deps';
import { isPlausibleHotelId } from '../../domain/hotel-rules';
import { createHotel, removeHotel, updateHotel } from '../../domain/manage-hotels';
import { hotelById, listAllHotels } from '../../domain/read-catalog';
import { announcingGenerations } from './announce-generations';

/** Hotel management for admins and managers; every route checks the role here, on the server. */
export function adminHotelRoutes(deps: CatalogDeps & Pick<ServiceDeps, 'auth'>): Router {
  const router = Router();
  router.use('/api/admin/hotels', deps.auth.requireAdmin);

  // Admins see every hotel, inactive ones too, always fresh from the database.
  router.get('/api/admin/hotels', async (_req, res) => {
    res.json(await listAllHotels(deps.pool));
  });

  router.get('/api/admin/hotels/:id', async (req, res) => {
    const { id } = req.params;
    const hotel = isPlausibleHotelId(id) ? await hotelById(deps.pool, id) : undefined;
    if (!hotel) throw AppError.notFound('Hotel not found', 'hotel_not_found');
    res.json(hotel);
  });

  router.post('/api/admin/hotels', async (req, res) => {
    const input = parseInput(hotelInputSchema, req.body);
    res.status(201).json(await createHotel(announcingGenerations(deps, res), input));
  });

  router.put('/api/admin/hotels/:id', async (req, res) => {
    const input = parseInput(hotelInputSchema, req.body);
    res.json(await updateHotel(announcingGenerations(deps, res), req.params.id, input));
  });

  router.delete('/api/admin/hotels/:id', async (req, res) => {
    await removeHotel(announcingGenerations(deps, res), req.params.id);
    res.json({ success: true, message: 'Hotel deleted' });
  });

  return router;
}
