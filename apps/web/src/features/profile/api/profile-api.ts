import type { ProfileHistory, PublicProfile } from '@ascend/contract';
import { api } from '../../../lib/api.ts';

/** Profile reads: anyone's public profile, and the caller's own chart history. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicProfile: build.query<PublicProfile, number>({
      query: (id) => `profile/${id}/`,
      transformResponse: (body: { data: PublicProfile }) => body.data,
      providesTags: (_result, _error, id) => [{ type: 'Profile', id }],
    }),
    profileHistory: build.query<ProfileHistory, undefined>({
      query: () => 'profile/me/history/',
      transformResponse: (body: { data: ProfileHistory }) => body.data,
      providesTags: [{ type: 'Profile', id: 'history' }],
    }),
    reportProfile: build.mutation<{ id: number }, { id: number; reason: string }>({
      query: ({ id, reason }) => ({
        url: `profile/${id}/report`,
        method: 'POST',
        body: { reason },
      }),
      transformResponse: (body: { data: { id: number } }) => body.data,
    }),
  }),
});

export const { usePublicProfileQuery, useProfileHistoryQuery, useReportProfileMutation } =
  profileApi;
