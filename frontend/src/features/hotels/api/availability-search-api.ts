import { availabilitySearchSchema } from '@suvarna/contracts';
import type { AvailabilitySearch } from '@suvarna/contracts';
import { api } from '../../../lib/api';
import type { StaySearch } from '../stay-search';

/** GET /api/bookings/availability/search: per hotel, whether it has rooms for the stay and the stay's total. */
export const availabilitySearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchAvailability: build.query<AvailabilitySearch, StaySearch>({
      query: ({ checkIn, checkOut, guests }) =>
        `/bookings/availability/search?${new URLSearchParams({ check_in: checkIn, check_out: checkOut, guests: String(guests) }).toString()}`,
      responseSchema: availabilitySearchSchema,
      // Rooms sell while a guest browses: an answer older than a minute is asked again.
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useSearchAvailabilityQuery } = availabilitySearchApi;
