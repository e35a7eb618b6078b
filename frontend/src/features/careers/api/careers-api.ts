import type {
  AddNoteRequest,
  ApplicationAnalytics,
  DepartmentApplication,
  JobApplication,
  ScheduleInterviewRequest,
  SubmitApplicationResponse,
} from '@suvarna/contracts';
import { api } from '../../../lib/api';

export interface StatusUpdate {
  application_id: string;
  status: string;
  update_reason: string;
  rejection_reason?: string;
}

/** The careers calls of spec §7 (`/api/applications/enhanced/*`); any change reloads the lists. */
export const careersApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitApplication: build.mutation<SubmitApplicationResponse, FormData>({
      // Multipart: the browser sets the boundary; the bearer token goes along when there is one.
      query: (form) => ({ url: '/applications/enhanced/submit', method: 'POST', body: form }),
      invalidatesTags: ['Applications'],
    }),
    getMyApplications: build.query<JobApplication[], void>({
      query: () => '/applications/enhanced/my-applications',
      providesTags: ['Applications'],
    }),
    getAllApplications: build.query<JobApplication[], { status?: string; department?: string }>({
      query: ({ status, department }) => ({ url: '/applications/enhanced/admin/all', params: { ...(status ? { status } : {}), ...(department ? { department } : {}) } }),
      providesTags: ['Applications'],
    }),
    getApplicationAnalytics: build.query<ApplicationAnalytics, void>({
      query: () => '/applications/enhanced/analytics',
      providesTags: ['Applications'],
    }),
    getDepartmentApplications: build.query<DepartmentApplication[], string>({
      query: (department) => `/applications/enhanced/department/${encodeURIComponent(department)}`,
      providesTags: ['Applications'],
    }),
    updateApplicationStatus: build.mutation<JobApplication, StatusUpdate>({
      query: (body) => ({ url: '/applications/enhanced/update-status', method: 'PUT', body }),
      invalidatesTags: ['Applications'],
    }),
    addApplicationNote: build.mutation<JobApplication, AddNoteRequest>({
      query: (body) => ({ url: '/applications/enhanced/add-note', method: 'POST', body }),
      invalidatesTags: ['Applications'],
    }),
    scheduleInterview: build.mutation<JobApplication, Omit<ScheduleInterviewRequest, 'location' | 'meeting_link'> & { location?: string; meeting_link?: string }>({
      query: (body) => ({ url: '/applications/enhanced/schedule-interview', method: 'POST', body }),
      invalidatesTags: ['Applications'],
    }),
    claimApplications: build.mutation<{ linked: number }, string>({
      query: (token) => ({ url: '/applications/enhanced/claim', method: 'POST', body: { token } }),
      invalidatesTags: ['Applications'],
    }),
    withdrawApplication: build.mutation<JobApplication, string>({
      query: (applicationId) => ({ url: `/applications/enhanced/${encodeURIComponent(applicationId)}/withdraw`, method: 'POST' }),
      invalidatesTags: ['Applications'],
    }),
  }),
});

export const {
  useSubmitApplicationMutation,
  useGetMyApplicationsQuery,
  useGetAllApplicationsQuery,
  useGetApplicationAnalyticsQuery,
  useGetDepartmentApplicationsQuery,
  useUpdateApplicationStatusMutation,
  useAddApplicationNoteMutation,
  useScheduleInterviewMutation,
  useWithdrawApplicationMutation,
  useClaimApplicationsMutation,
} = careersApi;
