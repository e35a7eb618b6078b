import { adminBookingPageSchema, adminBookingSummarySchema, bookingAnalyticsSchema } from '@suvarna/contracts';
import type { AdminBookingPage, BookingAnalytics } from '@suvarna/contracts';
import { api } from '../../../lib/api';

/** The booking service's figures for /admin/analytics (admin or manager; bearer sent by the base query). */
export const adminAnalyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBookingAnalytics: build.query<BookingAnalytics, void>({
      query: () => '/admin/bookings/analytics',
      responseSchema: bookingAnalyticsSchema,
      providesTags: ['AdminBookings'],
    }),
    /** Only the summary over every booking is read (one booking asked for). */
    getBookingStatusSummary: build.query<AdminBookingPage['summary'], void>({
      query: () => '/admin/bookings?page_size=1',
      rawResponseSchema: adminBookingPageSchema,
      responseSchema: adminBookingSummarySchema,
      transformResponse: (page: AdminBookingPage) => page.summary,
      providesTags: ['AdminBookings'],
    }),
  }),
});

export const { useGetBookingAnalyticsQuery, useGetBookingStatusSummaryQuery } = adminAnalyticsApi;
