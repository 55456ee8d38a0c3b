import type { LeaderboardData, LeaderboardPeriod } from '@ascend/contract';
import { api } from '../../../lib/api.ts';

export interface LeaderboardArgs {
  period: LeaderboardPeriod;
  page: number;
}

/** GET leaderboard/?page=&period= — one page of a board plus the caller's place on it. */
export const leaderboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    leaderboard: build.query<LeaderboardData, LeaderboardArgs>({
      query: ({ period, page }) => `leaderboard/?page=${page}&period=${period}`,
      transformResponse: (body: { data: LeaderboardData }) => body.data,
      // Ranks move with every lesson anyone finishes; a short cache keeps tab switches instant.
      keepUnusedDataFor: 30,
      providesTags: ['Leaderboard'],
    }),
  }),
});

export const { useLeaderboardQuery } = leaderboardApi;
