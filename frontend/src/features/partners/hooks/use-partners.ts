import { useEffect } from 'react';
import type { Partner } from '@suvarna/contracts';
import { partners } from '@suvarna/sample-data';
import { errorDetail } from '../../../lib/api-errors';
import { useGetPartnersQuery } from '../api/partners-api';

export type PartnersState =
  | { status: 'loading' }
  | { status: 'ready'; partners: readonly Partner[] }
  | { status: 'error'; message: string };

/**
 * The partner list from the API. A failed call falls back to the embedded partners with a console warning;
 * the error state (with its Try Again) is for when there is nothing to show. An empty list from the server is
 * an answer, not a failure: it shows the empty state.
 */
export function usePartners(fallback: readonly Partner[] = partners): PartnersState {
  const { data, isError, error } = useGetPartnersQuery();

  useEffect(() => {
    if (isError) console.warn('Could not load partners from /api/partners; showing the embedded sample data instead.', error);
  }, [isError, error]);

  if (data) return { status: 'ready', partners: data };
  if (isError) {
    return fallback.length > 0
      ? { status: 'ready', partners: fallback }
      : { status: 'error', message: errorDetail(error, 'We could not load our partners right now. Please check your connection and try again.') };
  }
  return { status: 'loading' };
}
