import type { SubmitPlayGameBody, SubmitPlayGameResult } from '@ascend/contract';
import { api } from './api.ts';

/**
 * Sending a finished Play game (issue 37), shared by the play screen, which sends it at once,
 * and features/pwa's game sync, which sends the ones queued on the device. One endpoint for
 * both: the game's client id makes a resend count once.
 */
export const gameSendApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitPlayGame: build.mutation<SubmitPlayGameResult, SubmitPlayGameBody>({
      query: (body) => ({ url: 'play/games', method: 'POST', body }),
      transformResponse: (body: { data: SubmitPlayGameResult }) => body.data,
      // A game's xp is the account's too (ADR 0046): the top bar, the boards, the league, the profile.
      invalidatesTags: [
        'Play',
        'Streak',
        'OrionGames',
        'CurrentUser',
        'Leaderboard',
        'League',
        'Profile',
      ],
    }),
  }),
});

export const { useSubmitPlayGameMutation } = gameSendApi;

/**
 * Whether a failed send should keep the game for a later try: a network failure (no number
 * status) or a 5xx. A 4xx is the server's answer: the game is refused, not retried.
 */
export function keepForRetry(error: unknown): boolean {
  const status = (error as { status?: unknown }).status;
  return typeof status !== 'number' || status >= 500;
}
