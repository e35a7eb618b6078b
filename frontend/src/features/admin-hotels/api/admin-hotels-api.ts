import { hotelListSchema, hotelSchema } from '@suvarna/contracts';
import type { Hotel, HotelInputBody } from '@suvarna/contracts';
import { api } from '../../../lib/api';

export interface UpdateHotelArgs {
  id: string;
  body: HotelInputBody;
}

/**
 * The hotels admin (bearer sent by the base query). Every write invalidates the admin list and the public
 * hotel list and details, so the public pages follow the change.
 */
export const adminHotelsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminHotels: build.query<Hotel[], void>({
      query: () => '/admin/hotels',
      responseSchema: hotelListSchema,
      providesTags: ['AdminHotels'],
    }),
    addAdminHotel: build.mutation<Hotel, HotelInputBody>({
      query: (body) => ({ url: '/admin/hotels', method: 'POST', body }),
      responseSchema: hotelSchema,
      invalidatesTags: ['AdminHotels', 'Hotels'],
    }),
    updateAdminHotel: build.mutation<Hotel, UpdateHotelArgs>({
      query: ({ id, body }) => ({ url: `/admin/hotels/${encodeURIComponent(id)}`, method: 'PUT', body }),
      responseSchema: hotelSchema,
      invalidatesTags: ['AdminHotels', 'Hotels'],
    }),
    deleteAdminHotel: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/hotels/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['AdminHotels', 'Hotels', 'Reviews'],
    }),
  }),
});

export const { useGetAdminHotelsQuery, useAddAdminHotelMutation, useUpdateAdminHotelMutation, useDeleteAdminHotelMutation } = adminHotelsApi;
