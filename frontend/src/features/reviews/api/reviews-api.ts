import { reviewListSchema, reviewSubmitResponseSchema } from '@suvarna/contracts';
import type { ReviewList, ReviewSubmit, ReviewSubmitResponse } from '@suvarna/contracts';
import { api } from '../../../lib/api';

/** A hotel's reviews and the review form's submit; a new review refreshes that hotel's list. */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHotelReviews: build.query<ReviewList, string>({
      query: (hotelId) => `/reviews/hotel/${encodeURIComponent(hotelId)}`,
      responseSchema: reviewListSchema,
      providesTags: (_result, _error, hotelId) => [{ type: 'Reviews', id: hotelId }],
    }),
    submitReview: build.mutation<ReviewSubmitResponse, ReviewSubmit>({
      query: (review) => ({ url: '/reviews/submit', method: 'POST', body: review }),
      responseSchema: reviewSubmitResponseSchema,
      // A review changes the hotel's shown rating too (cards, header): both are read again.
      invalidatesTags: (_result, _error, review) => [
        { type: 'Reviews', id: review.hotel_id },
        { type: 'Hotels', id: review.hotel_id },
      ],
    }),
  }),
});

export const { useGetHotelReviewsQuery, useSubmitReviewMutation } = reviewsApi;
