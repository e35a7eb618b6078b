import { contactResponseSchema } from '@suvarna/contracts';
import type { ContactMessage } from '@suvarna/contracts';
import { api } from '../../../lib/api';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ message: string }, ContactMessage>({
      query: (message) => ({ url: '/contact', method: 'POST', body: message }),
      responseSchema: contactResponseSchema,
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
