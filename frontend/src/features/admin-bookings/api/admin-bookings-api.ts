import { adminBookingPageSchema, bookingSchema } from '@suvarna/contracts';
import type { AdminBookingPage, Booking, BookingStatus } from '@suvarna/contracts';
import { api } from '../../../lib/api';

/** The list's query as the page holds it; blank values are left out of the request. */
export interface AdminBookingQuery {
  q?: string;
  status?: BookingStatus | 'all';
  checkInFrom?: string;
  checkInTo?: string;
  page?: number;
  pageSize?: number;
}

/** `GET /api/admin/bookings` query string for a list query (exported for the CSV export and tests). */
export function adminBookingsUrl(query: AdminBookingQuery): string {
  const params = new URLSearchParams();
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.status && query.status !== 'all') params.set('status', query.status);
  if (query.checkInFrom) params.set('check_in_from', query.checkInFrom);
  if (query.checkInTo) params.set('check_in_to', query.checkInTo);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.pageSize) params.set('page_size', String(query.pageSize));
  const search = params.toString();
  return search ? `/admin/bookings?${search}` : '/admin/bookings';
}

/**
 * The booking service's admin calls (bearer sent by the base query). A status change or cancellation
 * invalidates the admin list, the figures and the guests' booking reads.
 */
export const adminBookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminBookings: build.query<AdminBookingPage, AdminBookingQuery>({
      query: adminBookingsUrl,
      responseSchema: adminBookingPageSchema,
      providesTags: ['AdminBookings'],
    }),
    getAdminBooking: build.query<Booking, string>({
      query: (id) => `/bookings/${encodeURIComponent(id)}`,
      responseSchema: bookingSchema,
      providesTags: ['AdminBookings'],
    }),
    updateBookingStatus: build.mutation<Booking, { id: string; status: BookingStatus }>({
      query: ({ id, status }) => ({ url: `/admin/bookings/${encodeURIComponent(id)}/status`, method: 'PATCH', body: { status } }),
      responseSchema: bookingSchema,
      invalidatesTags: ['AdminBookings', 'Bookings', 'Stats'],
    }),
    cancelAdminBooking: build.mutation<Booking, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/admin/bookings/${encodeURIComponent(id)}/cancel`, method: 'POST', body: { reason } }),
      responseSchema: bookingSchema,
      invalidatesTags: ['AdminBookings', 'Bookings', 'Stats'],
    }),
  }),
});

export const {
  useGetAdminBookingsQuery,
  useLazyGetAdminBookingsQuery,
  useGetAdminBookingQuery,
  useUpdateBookingStatusMutation,
  useCancelAdminBookingMutation,
} = adminBookingsApi;
