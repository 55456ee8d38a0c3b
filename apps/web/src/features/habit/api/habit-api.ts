import type { Streak } from '@ascend/contract';
import { api } from '../../../lib/api.ts';

export const habitApi = api.injectEndpoints({
  endpoints: (build) => ({
    streak: build.query<Streak, undefined>({
      query: () => ({ url: 'streak', cache: 'no-store' }),
      transformResponse: (body: { data: Streak }) => body.data,
      providesTags: ['Streak'],
    }),
    /** Claims today's goal celebration or "streak extended" moment; show is true once a day. */
    claimMoment: build.mutation<{ show: boolean }, 'goal' | 'extended'>({
      query: (moment) => ({ url: 'streak/moments', method: 'POST', body: { moment } }),
      transformResponse: (body: { data: { show: boolean } }) => body.data,
    }),
  }),
});

export const { useStreakQuery, useClaimMomentMutation } = habitApi;
