import { guestEmailConfirmedResponseSchema } from '@suvarna/contracts';
import type { GuestEmailConfirmedResponse } from '@suvarna/contracts';
import { api } from '../../../lib/api';

/** The one click of a guest address a booker typed: it asks for the booking's e-mails. */
export const guestEmailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    confirmGuestEmails: build.mutation<GuestEmailConfirmedResponse, string>({
      query: (token) => ({ url: '/bookings/guest-email/confirm', method: 'POST', body: { token } }),
      responseSchema: guestEmailConfirmedResponseSchema,
    }),
  }),
});
