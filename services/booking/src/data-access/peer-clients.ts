import { z } from 'zod';
import { checkoutSessionCreatedSchema, hotelChangedSchema, type CheckoutSessionCreated, type HotelChanged } from '@suvarna/contracts';
import { getFromPeer, PeerError, tracedFetch } from '@suvarna/platform';

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

/**
 * POST <PAYMENT_URL>/api/payments/create-checkout-session for a change of dates' difference, with the guest's own
 * token (payment checks the owner and reads the change from booking if its event has not reached it). Payment
 * keeps one session per change under one idempotency key, so an instance that fails (refused, reset, 5xx) passes
 * the call to the next within the one time limit. A 4xx is payment's answer: a PeerError with its status.
 */
export async function openDifferenceCheckout(
  paymentUrls: readonly string[],
  input: { bookingId: string; dateChangeId: string; originUrl: string },
  token: string,
  timeoutMs: number,
): Promise<CheckoutSessionCreated> {
  const path = '/api/payments/create-checkout-session';
  const signal = AbortSignal.timeout(timeoutMs);
  const body = JSON.stringify({ booking_id: input.bookingId, origin_url: input.originUrl, date_change_id: input.dateChangeId });
  const failures: string[] = [];
  for (const origin of paymentUrls) {
    try {
      const res = await tracedFetch(`${origin}${path}`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
        signal,
      });
      if (res.ok) return checkoutSessionCreatedSchema.parse(await res.json());
      const text = await res.text();
      if (res.status < 500) throw new PeerError(`${path} answered ${res.status}: ${text.slice(0, 200)}`, res.status);
      failures.push(`${origin} answered ${res.status}`);
    } catch (err) {
      if (err instanceof PeerError) throw err;
      if (signal.aborted) throw new PeerError(`${path}: no instance answered within ${timeoutMs} ms (${[...failures, `${origin} timed out`].join('; ')})`);
      failures.push(`${origin}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  throw new PeerError(`${path}: no instance could answer (${failures.join('; ')})`);
}
