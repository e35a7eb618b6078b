import { z } from 'zod';
import { checkoutStatusSchema, type CheckoutStatus } from '@suvarna/contracts';
import { api } from '../../../lib/api';

/** The answer as sent: the page checks success and checkout_url itself (spec: 'Failed to create payment session'). */
const checkoutSessionAnswerSchema = z.object({
  success: z.boolean().optional(),
  checkout_url: z.string().optional(),
  session_id: z.string().optional(),
  expires_at: z.string().optional(),
});
export type CheckoutSessionAnswer = z.infer<typeof checkoutSessionAnswerSchema>;

export const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCheckoutSession: build.mutation<CheckoutSessionAnswer, { booking_id: string; origin_url: string; date_change_id?: string }>({
      query: (body) => ({ url: '/payments/create-checkout-session', method: 'POST', body }),
      responseSchema: checkoutSessionAnswerSchema,
    }),
    checkoutStatus: build.query<CheckoutStatus, string>({
      query: (sessionId) => `/payments/checkout-status/${encodeURIComponent(sessionId)}`,
      responseSchema: checkoutStatusSchema,
      keepUnusedDataFor: 0,
    }),
    abandonCheckout: build.mutation<{ success: boolean; status: string }, { booking_id: string }>({
      query: (body) => ({ url: '/payments/abandon-checkout', method: 'POST', body }),
      invalidatesTags: ['Bookings'],
    }),
  }),
});

export const { useCreateCheckoutSessionMutation, useLazyCheckoutStatusQuery, useAbandonCheckoutMutation } = paymentApi;
