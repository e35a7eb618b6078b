import { conciergeResponseSchema, recommendationsResponseSchema, salesResponseSchema } from '@suvarna/contracts';
import type { ConciergeResponse, RecommendationsResponse, SalesResponse } from '@suvarna/contracts';
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
    askSales: build.mutation<SalesResponse, { message: string }>({
      query: (body) => ({ url: '/ai/sales', method: 'POST', body }),
      responseSchema: salesResponseSchema,
    }),
  }),
});

export const { useGetRecommendationsMutation, useAskConciergeMutation, useAskSalesMutation } = aiApi;
