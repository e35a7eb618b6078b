import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

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

/** The access token lives in the store's `auth` slice only (memory, never storage or a script's cookie). */
function tokenIn(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('auth' in state)) return null;
  const auth: unknown = state.auth;
  return typeof auth === 'object' && auth !== null && 'token' in auth && typeof auth.token === 'string' ? auth.token : null;
}

const fetchFromApi = fetchBaseQuery({
  baseUrl: resolveApiBaseUrl(),
  prepareHeaders: (headers, { getState }) => {
    const token = tokenIn(getState());
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * What the store hands the base query (the thunk middleware's extra argument): how to renew the session when
 * an answer says the access token ran out (a laptop that slept past the silent renewal, say).
 */
export interface ApiExtra {
  /** True when the session goes on with a new access token. */
  renewSession(): Promise<boolean>;
}

function renewerOf(api: BaseQueryApi): ApiExtra['renewSession'] | undefined {
  const extra: unknown = api.extra;
  return typeof extra === 'object' && extra !== null && 'renewSession' in extra && typeof extra.renewSession === 'function'
    ? (extra.renewSession as ApiExtra['renewSession'])
    : undefined;
}

function describeRequest(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : `${args.method ?? 'GET'} ${args.url}`;
}

/** Endpoints whose 401 is an expected answer say so with `extraOptions: { quietUnauthorized: true }`. */
const isQuiet = (extraOptions: unknown) => typeof extraOptions === 'object' && extraOptions !== null && 'quietUnauthorized' in extraOptions;

/**
 * Spec: a 401 response is only logged as a warning, with no redirect and no sign-out. Before that, a 401 to a
 * call that carried an access token renews the session once and the call is sent again with the new token.
 */
export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const sent = tokenIn(api.getState());
  let result = await fetchFromApi(args, api, extraOptions);
  const renew = renewerOf(api);
  if (result.error?.status === 401 && sent && renew && !isQuiet(extraOptions) && (await renew()) && tokenIn(api.getState()) !== sent) {
    result = await fetchFromApi(args, api, extraOptions);
  }
  if (result.error?.status === 401 && !isQuiet(extraOptions)) {
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
