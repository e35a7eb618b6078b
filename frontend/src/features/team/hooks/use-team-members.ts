import { useEffect } from 'react';
import type { TeamMember } from '@suvarna/contracts';
import { team } from '@suvarna/sample-data';
import { errorDetail } from '../../../lib/api-errors';
import { useGetTeamMembersQuery } from '../api/team-api';

export type TeamMembersState =
  | { status: 'loading' }
  | { status: 'ready'; members: readonly TeamMember[] }
  | { status: 'error'; message: string };

/**
 * The leadership team from the API. Spec: a failed load falls back to the embedded team with a console
 * warning; the error view is left for the case where there is nothing at all to show.
 */
export function useTeamMembers(fallback: readonly TeamMember[] = team): TeamMembersState {
  const { data, isError, error } = useGetTeamMembersQuery();

  useEffect(() => {
    if (isError) console.warn('Could not load the team from /api/team; showing the embedded sample data instead.', error);
  }, [isError, error]);

  if (data) return { status: 'ready', members: data };
  if (isError) {
    return fallback.length > 0
      ? { status: 'ready', members: fallback }
      : { status: 'error', message: errorDetail(error, 'We could not load our team right now. Please check your connection and try again.') };
  }
  return { status: 'loading' };
}
