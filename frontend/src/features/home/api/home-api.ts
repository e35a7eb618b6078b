import { guestsHostedSchema, hotelListSchema } from '@suvarna/contracts';
import type { GuestsHosted, Hotel } from '@suvarna/contracts';
import { api } from '../../../lib/api';

/** Spec: the home page shows the first three properties. */
export const FEATURED_HOTEL_COUNT = 3;

/**
 * The home page's own read of GET /hotels: every public hotel, for the map; the showcase takes the first
 * three. It lives here, not in the hotels feature, because features never import each other; the unique
 * endpoint name keeps it apart from the hotels list in the shared cache.
 */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    homeFeaturedHotels: build.query<Hotel[], void>({
      query: () => '/hotels',
      responseSchema: hotelListSchema,
      providesTags: ['Hotels'],
    }),
    /** The hero's Happy Guests: everyone who has paid for a stay that has begun (the booking service counts). */
    homeGuestsHosted: build.query<GuestsHosted, void>({
      query: () => '/bookings/guests-hosted',
      responseSchema: guestsHostedSchema,
    }),
  }),
});

export const { useHomeFeaturedHotelsQuery, useHomeGuestsHostedQuery } = homeApi;
