import { messageResponseSchema, publicUserSchema, tokenResponseSchema, verifyEmailResponseSchema } from '@suvarna/contracts';
import type { LoginRequest, PublicUser, RegisterRequest, TokenResponse, UpdateProfileRequest, VerifyEmailResponse } from '@suvarna/contracts';
import { api } from '../../../lib/api';

/** `quietUnauthorized`: a 401 here is an expected answer (no session to renew), not one worth a warning. */
const quiet = { quietUnauthorized: true };

/**
 * The auth service's calls (spec §7). Screens do not call these directly: the auth layer in
 * `auth-slice.ts` runs them and keeps the session in the store in step with the answers. The refresh token
 * never passes through here: the server keeps it in an HttpOnly cookie the browser sends to /api/auth.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TokenResponse, LoginRequest>({
      query: (credentials) => ({ url: '/auth/login', method: 'POST', body: credentials }),
      responseSchema: tokenResponseSchema,
    }),
    register: build.mutation<TokenResponse, RegisterRequest>({
      query: (registration) => ({ url: '/auth/register', method: 'POST', body: registration }),
      responseSchema: tokenResponseSchema,
    }),
    getCurrentUser: build.query<PublicUser, void>({
      query: () => '/auth/me',
      responseSchema: publicUserSchema,
      providesTags: ['Auth'],
    }),
    updateProfile: build.mutation<PublicUser, UpdateProfileRequest>({
      query: (changes) => ({ url: '/auth/me', method: 'PUT', body: changes }),
      responseSchema: publicUserSchema,
      invalidatesTags: ['Auth'],
    }),
    /** The browser's session from its refresh cookie: a new access token, or null (204) when nobody is signed in. */
    session: build.mutation<TokenResponse | null, void>({
      query: () => ({ url: '/auth/session', method: 'POST' }),
      responseSchema: tokenResponseSchema.nullable(),
      extraOptions: quiet,
    }),
    // The answer is not read: the session is cleared whatever the server says.
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      extraOptions: quiet,
    }),
    verifyEmail: build.mutation<VerifyEmailResponse, string>({
      query: (token) => ({ url: '/auth/verify-email', method: 'POST', body: { token } }),
      responseSchema: verifyEmailResponseSchema,
      invalidatesTags: ['Auth'],
    }),
    resendVerification: build.mutation<{ message: string }, void>({
      query: () => ({ url: '/auth/verify-email/resend', method: 'POST' }),
      responseSchema: messageResponseSchema,
    }),
  }),
});
