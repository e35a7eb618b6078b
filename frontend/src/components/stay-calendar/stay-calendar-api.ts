import { availabilityCalendarSchema, type AvailabilityCalendar } from '@suvarna/contracts';
import { api } from '../../lib/api';

export interface StayCalendarArgs {
  /** Undefined: the lowest price over every bookable hotel (the /hotels search). */
  hotelId?: string;
  from: string;
  to: string;
}

export const stayCalendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStayCalendar: build.query<AvailabilityCalendar, StayCalendarArgs>({
      query: ({ hotelId, from, to }) => {
        const query = new URLSearchParams({ ...(hotelId ? { hotel_id: hotelId } : {}), from, to });
        return `/bookings/availability/calendar?${query.toString()}`;
      },
      responseSchema: availabilityCalendarSchema,
      providesTags: ['Bookings'],
      keepUnusedDataFor: 15,
    }),
  }),
});

export const { useGetStayCalendarQuery } = stayCalendarApi;
