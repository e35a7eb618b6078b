import { reviewSummarySchema } from '@suvarna/contracts';
import type { ReviewSummary } from '@suvarna/contracts';
import { api } from '../../../lib/api';

/** What the page's Guest Satisfaction is counted from: every review, and those rating the stay 4 or 5. */
export const showcaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviewSummary: build.query<ReviewSummary, void>({
      query: () => '/reviews/summary',
      responseSchema: reviewSummarySchema,
    }),
  }),
});

export const { useGetReviewSummaryQuery } = showcaseApi;
