import { partnerSchema } from '@suvarna/contracts';
import type { Partner } from '@suvarna/contracts';
import { api } from '../../../lib/api';

export const partnersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPartners: build.query<Partner[], void>({
      query: () => '/partners',
      responseSchema: partnerSchema.array(),
      providesTags: ['Partners'],
    }),
  }),
});

export const { useGetPartnersQuery } = partnersApi;
