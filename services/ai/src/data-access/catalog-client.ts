import { z } from 'zod';
import { hotelChangedSchema, type HotelChanged } from '@suvarna/contracts';
import { getFromPeer } from '@suvarna/platform';

/** GET <CATALOG_URL>/internal/hotels: every hotel as its catalog.hotel-changed v2 payload. */
const snapshotSchema = z.object({ hotels: z.array(hotelChangedSchema) });

/** The catalog's every hotel, to fill the AI's copy on a first start. */
export async function fetchHotelSnapshot(catalogUrls: readonly string[], timeoutMs: number): Promise<HotelChanged[]> {
  const res = await getFromPeer(catalogUrls, '/internal/hotels', { headers: { accept: 'application/json' }, timeoutMs });
  if (!res.ok) throw new Error(`/internal/hotels answered ${res.status}`);
  return snapshotSchema.parse(await res.json()).hotels;
}
