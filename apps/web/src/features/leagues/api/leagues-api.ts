import type { LeagueCurrent, LeagueHistory } from '@ascend/contract';
import { api } from '../../../lib/api.ts';

/** How often an open league page asks for the cohort again: rivals' xp moves it live. */
export const LEAGUE_POLL_MS = 10_000;

export const leaguesApi = api.injectEndpoints({
  endpoints: (build) => ({
    leagueCurrent: build.query<LeagueCurrent, undefined>({
      query: () => 'leagues/current',
      transformResponse: (body: { data: LeagueCurrent }) => body.data,
      providesTags: ['League'],
    }),
    leagueHistory: build.query<LeagueHistory, number>({
      query: (page) => `leagues/history?page=${page}`,
      transformResponse: (body: { data: LeagueHistory }) => body.data,
      providesTags: ['League'],
    }),
  }),
});

export const { useLeagueCurrentQuery, useLeagueHistoryQuery } = leaguesApi;
