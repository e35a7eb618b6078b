import { publicUserSchema, tokenResponseSchema } from '@suvarna/contracts';
import type { LoginRequest, PublicUser, RegisterRequest, TokenResponse, UpdateProfileRequest } from '@suvarna/contracts';
import { api } from '../../../lib/api';

/**
 * The auth service's calls (spec §7). Screens do not call these directly: the auth layer in
 * `auth-slice.ts` runs them and keeps the stored session in step with the answers.
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
    refresh: build.mutation<TokenResponse, void>({
      query: () => ({ url: '/auth/refresh', method: 'POST' }),
      responseSchema: tokenResponseSchema,
    }),
    // The answer is not read: the session is cleared whatever the server says.
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
  }),
});
