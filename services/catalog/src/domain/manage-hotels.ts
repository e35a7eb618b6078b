import type { Hotel, HotelInput, HotelRemoved } from '@suvarna/contracts';
import { AppError, withTransaction, type EventBus, type Queryable } from '@suvarna/platform';
import * as hotels from '../data-access/hotel-repository';
import type { CatalogDeps } from './catalog-deps';
import { hotelChangedPayload, hotelFieldsFromInput, isPlausibleHotelId, newHotelId } from './hotel-rules';

const notFound = () => AppError.notFound('Hotel not found', 'hotel_not_found');

export async function createHotel(deps: CatalogDeps, input: HotelInput): Promise<Hotel> {
  const stored = await withTransaction(deps.pool, async (client) => {
    const created = await hotels.insertHotel(client, newHotelId(), hotelFieldsFromInput(input));
    await publishChanged(deps.bus, client, created);
    return created;
  });
  await deps.cache.invalidate('hotels');
  return stored.hotel;
}

/** Replaces every editable field of the hotel. */
export async function updateHotel(deps: CatalogDeps, id: string, input: HotelInput): Promise<Hotel> {
  if (!isPlausibleHotelId(id)) throw notFound();
  const stored = await withTransaction(deps.pool, async (client) => {
    const updated = await hotels.replaceHotel(client, id, hotelFieldsFromInput(input));
    if (!updated) throw notFound();
    await publishChanged(deps.bus, client, updated);
    return updated;
  });
  await deps.cache.invalidate('hotels');
  return stored.hotel;
}

/** Removes the hotel and its reviews; bookings keep their own copy of what was booked. */
export async function removeHotel(deps: CatalogDeps, id: string): Promise<void> {
  if (!isPlausibleHotelId(id)) throw notFound();
  await withTransaction(deps.pool, async (client) => {
    if (!(await hotels.deleteHotel(client, id))) throw notFound();
    await deps.bus.publish<HotelRemoved>(client, { type: 'catalog.hotel-removed', key: id, data: { hotelId: id } });
  });
  await deps.cache.invalidate('hotels', `reviews:${id}`);
}

export async function publishChanged(bus: EventBus, client: Queryable, stored: hotels.StoredHotel): Promise<void> {
  await bus.publish(client, { type: 'catalog.hotel-changed', key: stored.hotel.id, data: hotelChangedPayload(stored.hotel, stored.revision) });
}
