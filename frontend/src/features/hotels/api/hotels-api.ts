import { hotelListSchema, hotelSchema } from '@suvarna/contracts';
import type { Hotel } from '@suvarna/contracts';
import { api } from '../../../lib/api';

/**
 * The catalog's public hotel reads. Responses are checked against the contract schemas so a broken payload
 * becomes an ordinary error (and the pages fall back to the embedded data) instead of a crash mid-render.
 */
export const hotelsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHotels: build.query<Hotel[], void>({
      query: () => '/hotels',
      responseSchema: hotelListSchema,
      providesTags: (hotels) => ['Hotels', ...(hotels ?? []).map((hotel) => ({ type: 'Hotels' as const, id: hotel.id }))],
    }),
    getHotel: build.query<Hotel, string>({
      query: (hotelId) => `/hotels/${encodeURIComponent(hotelId)}`,
      responseSchema: hotelSchema,
      providesTags: (_result, _error, hotelId) => [{ type: 'Hotels', id: hotelId }],
    }),
  }),
});

export const { useGetHotelsQuery, useGetHotelQuery } = hotelsApi;

/**
 * Puts a hotel the document brought with it (see app/first-screen-data.ts) into the cache as if
 * GET /api/hotels/{id} had just answered, so the hotel page draws the hotel on its first render.
 */
export function hotelsApiSeed(hotelId: string, hotel: Hotel) {
  return hotelsApi.util.upsertQueryEntries([{ endpointName: 'getHotel', arg: hotelId, value: hotel }]);
}
