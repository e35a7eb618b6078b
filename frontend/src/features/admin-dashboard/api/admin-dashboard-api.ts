import { adminBookingPageSchema, bookingAnalyticsSchema, dashboardStatsSchema, inventoryWarningsSchema } from '@suvarna/contracts';
import type { AdminBookingPage, BookingAnalytics, DashboardStats, InventoryWarnings } from '@suvarna/contracts';
import { api } from '../../../lib/api';

/** What the dashboard's admin overview reads (admin or manager; bearer sent by the base query). */
export const adminDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The four figures, each null (and named in `unavailable`) when the service that owns it did not answer. */
    getOverviewStats: build.query<DashboardStats, void>({
      query: () => '/admin/dashboard/stats',
      responseSchema: dashboardStatsSchema,
      providesTags: ['Stats'],
    }),
    /** The newest bookings and the counts over every booking. */
    getLatestBookings: build.query<AdminBookingPage, number>({
      query: (count) => `/admin/bookings?page_size=${count}`,
      responseSchema: adminBookingPageSchema,
      providesTags: ['AdminBookings'],
    }),
    getOverviewOccupancy: build.query<BookingAnalytics, void>({
      query: () => '/admin/bookings/analytics',
      responseSchema: bookingAnalyticsSchema,
      providesTags: ['AdminBookings'],
    }),
    getOverviewInventoryWarnings: build.query<InventoryWarnings, void>({
      query: () => '/admin/bookings/inventory-warnings',
      responseSchema: inventoryWarningsSchema,
      providesTags: ['AdminBookings', 'AdminHotels'],
    }),
  }),
});

export const { useGetOverviewStatsQuery, useGetLatestBookingsQuery, useGetOverviewOccupancyQuery, useGetOverviewInventoryWarningsQuery } = adminDashboardApi;
