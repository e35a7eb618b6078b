import { aiAnalyticsSchema, conciergeResponseSchema, recommendationsResponseSchema } from '@suvarna/contracts';
import type { AiAnalytics, ConciergeResponse, RecommendationsResponse } from '@suvarna/contracts';
import { api } from '../../../lib/api';

export const aiApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecommendations: build.mutation<RecommendationsResponse, { message: string }>({
      query: (body) => ({ url: '/ai/recommendations', method: 'POST', body }),
      responseSchema: recommendationsResponseSchema,
    }),
    askConcierge: build.mutation<ConciergeResponse, { message: string }>({
      query: (body) => ({ url: '/ai/concierge', method: 'POST', body }),
      responseSchema: conciergeResponseSchema,
    }),
    getAiAnalytics: build.query<AiAnalytics, void>({
      query: () => '/ai/analytics',
      responseSchema: aiAnalyticsSchema,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetRecommendationsMutation, useAskConciergeMutation, useLazyGetAiAnalyticsQuery } = aiApi;
