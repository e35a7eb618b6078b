import { z } from 'zod';
import { hotelChangedSchema, type HotelChanged } from '@suvarna/contracts';
import { tracedFetch } from '@suvarna/platform';

/** GET <CATALOG_URL>/internal/hotels: every hotel as its catalog.hotel-changed v2 payload. */
const snapshotSchema = z.object({ hotels: z.array(hotelChangedSchema) });
const totalUsersSchema = z.object({ total_users: z.number().int().nonnegative() });
const activeHotelsSchema = z.object({ active_hotels: z.number().int().nonnegative() });

async function getJson<T>(url: string, schema: z.ZodType<T>, options: { token?: string; timeoutMs: number }): Promise<T> {
  const res = await tracedFetch(url, {
    headers: { accept: 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return schema.parse(await res.json());
}

/** The catalog's every hotel, to fill booking's copy on a first start. */
export async function fetchHotelSnapshot(catalogUrl: string, timeoutMs: number): Promise<HotelChanged[]> {
  return (await getJson(`${catalogUrl}/internal/hotels`, snapshotSchema, { timeoutMs })).hotels;
}

/** Users the auth service knows, asked with the admin's own token (auth checks the role itself). */
export async function fetchTotalUsers(authUrl: string, token: string, timeoutMs: number): Promise<number> {
  return (await getJson(`${authUrl}/api/auth/admin/stats`, totalUsersSchema, { token, timeoutMs })).total_users;
}

/** Open hotels in the catalog, asked with the admin's own token (the catalog checks the role itself). */
export async function fetchActiveHotels(catalogUrl: string, token: string, timeoutMs: number): Promise<number> {
  return (await getJson(`${catalogUrl}/internal/stats`, activeHotelsSchema, { token, timeoutMs })).active_hotels;
}
