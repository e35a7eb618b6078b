import { teamMemberSchema } from '@suvarna/contracts';
import type { TeamMember } from '@suvarna/contracts';
import { api } from '../../../lib/api';

export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeamMembers: build.query<TeamMember[], void>({
      query: () => '/team',
      responseSchema: teamMemberSchema.array(),
      providesTags: ['Team'],
    }),
  }),
});

export const { useGetTeamMembersQuery } = teamApi;
