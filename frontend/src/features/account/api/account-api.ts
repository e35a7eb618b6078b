import { api } from '../../../lib/api';
import type { DashboardStats } from '../account-types';

const statFields = ['total_users', 'total_bookings', 'total_revenue', 'active_hotels'] as const;

function isDashboardStats(value: unknown): value is DashboardStats {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return statFields.every((field) => typeof record[field] === 'number' && Number.isFinite(record[field]));
}

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** null when the answer lacks a figure: the tiles then stay hidden, like after a failed load. */
    getDashboardStats: build.query<DashboardStats | null, void>({
      query: () => '/admin/dashboard/stats',
      transformResponse: (response: unknown) => (isDashboardStats(response) ? response : null),
      providesTags: ['Stats'],
    }),
  }),
});

export const { useGetDashboardStatsQuery } = accountApi;
