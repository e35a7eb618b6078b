import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { readStoredToken } from '../features/auth/auth-storage';

/** Every cache tag any feature uses; features add endpoints with `api.injectEndpoints`. */
export const apiTagTypes = [
  'Auth',
  'Hotels',
  'Reviews',
  'Partners',
  'Team',
  'Bookings',
  'Payments',
  'Applications',
  'AdminHotels',
  'AdminBookings',
  'Stats',
] as const;

/**
 * `/api` on the site's own origin unless VITE_API_BASE names the gateway. Resolved to an absolute URL because
 * fetch `Request`s outside a page (tests, workers) cannot resolve a bare path.
 */
export function resolveApiBaseUrl(configuredBase = import.meta.env.VITE_API_BASE ?? ''): string {
  const base = configuredBase.replace(/\/+$/, '');
  return new URL(`${base}/api`, window.location.origin).toString();
}

const fetchFromApi = fetchBaseQuery({
  baseUrl: resolveApiBaseUrl(),
  prepareHeaders: (headers) => {
    const token = readStoredToken();
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

function describeRequest(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : `${args.method ?? 'GET'} ${args.url}`;
}

/** Spec: a 401 is only logged as a warning, with no redirect and no sign-out. */
export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const result = await fetchFromApi(args, api, extraOptions);
  if (result.error?.status === 401) {
    console.warn(`Unauthorized response to ${describeRequest(args)}`);
  }
  return result;
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: apiTagTypes,
  // A response that breaks its contract becomes an ordinary error result instead of an uncaught exception.
  catchSchemaFailure: (error) => ({
    status: 'CUSTOM_ERROR' as const,
    error: `${error.schemaName} did not match the expected shape`,
    data: error.issues,
  }),
  endpoints: () => ({}),
});
