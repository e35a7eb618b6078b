import { z } from 'zod';
import { hotelChangedSchema, type HotelChanged } from '@suvarna/contracts';
import { tracedFetch } from '@suvarna/platform';

/** GET <CATALOG_URL>/internal/hotels: every hotel as its catalog.hotel-changed v2 payload. */
const snapshotSchema = z.object({ hotels: z.array(hotelChangedSchema) });

/** The catalog's every hotel, to fill the AI's copy on a first start. */
export async function fetchHotelSnapshot(catalogUrl: string, timeoutMs: number): Promise<HotelChanged[]> {
  const url = `${catalogUrl}/internal/hotels`;
  const res = await tracedFetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return snapshotSchema.parse(await res.json()).hotels;
}
