import {
  availabilitySchema,
  bookingCreatedResponseSchema,
  bookingListSchema,
  bookingSchema,
  changeDatesAnswerSchema,
  type Availability,
  type Booking,
  type BookingCreatedResponse,
  type BookingCreateInput,
  type ChangeDatesAnswer,
} from '@suvarna/contracts';
import { api } from '../../../lib/api';

export interface CreateBookingArgs {
  body: BookingCreateInput;
  /** One key per filled-in form: a double submit gives the same booking back instead of a second one. */
  idempotencyKey: string;
}

export interface AvailabilityArgs {
  hotelId: string;
  checkIn: string;
  checkOut: string;
}

export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    createBooking: build.mutation<BookingCreatedResponse, CreateBookingArgs>({
      query: ({ body, idempotencyKey }) => ({ url: '/bookings/create', method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
      responseSchema: bookingCreatedResponseSchema,
      invalidatesTags: ['Bookings'],
    }),
    getMyBookings: build.query<Booking[], { limit?: number } | void>({
      query: (args) => (args?.limit ? `/bookings/my-bookings?limit=${args.limit}` : '/bookings/my-bookings'),
      responseSchema: bookingListSchema,
      providesTags: ['Bookings'],
    }),
    getBooking: build.query<Booking, string>({
      query: (id) => `/bookings/${encodeURIComponent(id)}`,
      responseSchema: bookingSchema,
      providesTags: (_result, _error, id) => [{ type: 'Bookings', id }, 'Bookings'],
    }),
    getAvailability: build.query<Availability, AvailabilityArgs>({
      query: ({ hotelId, checkIn, checkOut }) => {
        const query = new URLSearchParams({ hotel_id: hotelId, check_in: checkIn, check_out: checkOut });
        return `/bookings/availability?${query.toString()}`;
      },
      responseSchema: availabilitySchema,
      providesTags: ['Bookings'],
      keepUnusedDataFor: 15,
    }),
    changeDates: build.mutation<ChangeDatesAnswer, { id: string; check_in: string; check_out: string; origin_url?: string }>({
      query: ({ id, ...body }) => ({ url: `/bookings/${encodeURIComponent(id)}/change-dates`, method: 'POST', body }),
      responseSchema: changeDatesAnswerSchema,
      invalidatesTags: ['Bookings'],
    }),
    releaseHold: build.mutation<Booking, string>({
      query: (id) => ({ url: `/bookings/${encodeURIComponent(id)}/release`, method: 'POST' }),
      responseSchema: bookingSchema,
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(bookingApi.util.upsertQueryData('getBooking', id, data));
      },
      invalidatesTags: ['Bookings'],
    }),
    cancelBooking: build.mutation<Booking, string>({
      query: (id) => ({ url: `/bookings/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      responseSchema: bookingSchema,
      // The answer is the booking after its cancellation: shown at once, before the lists are read again.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(bookingApi.util.upsertQueryData('getBooking', id, data));
      },
      invalidatesTags: ['Bookings'],
    }),
  }),
});

export const {
  useCreateBookingMutation,
  useGetMyBookingsQuery,
  useGetBookingQuery,
  useGetAvailabilityQuery,
  useCancelBookingMutation,
  useReleaseHoldMutation,
  useChangeDatesMutation,
} = bookingApi;
