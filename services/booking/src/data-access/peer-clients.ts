import { z } from 'zod';
import { hotelChangedSchema, type HotelChanged } from '@suvarna/contracts';
import { getFromPeer } from '@suvarna/platform';

/** GET <CATALOG_URL>/internal/hotels: every hotel as its catalog.hotel-changed v2 payload. */
const snapshotSchema = z.object({ hotels: z.array(hotelChangedSchema) });
const totalUsersSchema = z.object({ total_users: z.number().int().nonnegative() });
const activeHotelsSchema = z.object({ active_hotels: z.number().int().nonnegative() });

/** From whichever instance of the peer answers first in turn (see getFromPeer). */
async function getJson<T>(origins: readonly string[], path: string, schema: z.ZodType<T>, options: { token?: string; timeoutMs: number }): Promise<T> {
  const res = await getFromPeer(origins, path, {
    headers: { accept: 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    timeoutMs: options.timeoutMs,
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return schema.parse(await res.json());
}

/** The catalog's every hotel, to fill booking's copy on a first start. */
export async function fetchHotelSnapshot(catalogUrls: readonly string[], timeoutMs: number): Promise<HotelChanged[]> {
  return (await getJson(catalogUrls, '/internal/hotels', snapshotSchema, { timeoutMs })).hotels;
}

/** Users the auth service knows, asked with the admin's own token (auth checks the role itself). */
export async function fetchTotalUsers(authUrls: readonly string[], token: string, timeoutMs: number): Promise<number> {
  return (await getJson(authUrls, '/api/auth/admin/stats', totalUsersSchema, { token, timeoutMs })).total_users;
}

/** Open hotels in the catalog, asked with the admin's own token (the catalog checks the role itself). */
export async function fetchActiveHotels(catalogUrls: readonly string[], token: string, timeoutMs: number): Promise<number> {
  return (await getJson(catalogUrls, '/internal/stats', activeHotelsSchema, { token, timeoutMs })).active_hotels;
}
