import { hotelListSchema, teamMemberSchema } from '@suvarna/contracts';
import type { Hotel, TeamMember } from '@suvarna/contracts';
import { api } from '../../../lib/api';

export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeamMembers: build.query<TeamMember[], void>({
      query: () => '/team',
      responseSchema: teamMemberSchema.array(),
      providesTags: ['Team'],
    }),
    /** The hotels the team runs, for the page's figures (the team feature's own read of GET /hotels). */
    getTeamHotels: build.query<Hotel[], void>({
      query: () => '/hotels',
      responseSchema: hotelListSchema,
      providesTags: ['Hotels'],
    }),
  }),
});

export const { useGetTeamHotelsQuery, useGetTeamMembersQuery } = teamApi;
