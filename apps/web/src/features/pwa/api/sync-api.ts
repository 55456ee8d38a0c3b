import type { AnswerCheckResult, SubmitPlayGameBody, SubmitPlayGameResult } from '@ascend/contract';
import { api } from '../../../lib/api.ts';

interface AnswerBody {
  exercise_id: number;
  answer: unknown;
  correct: boolean;
}

/** Sends a queued answer through the same answer-check the player uses online. */
export const syncApi = api.injectEndpoints({
  endpoints: (build) => ({
    offlineAnswerSync: build.mutation<AnswerCheckResult, AnswerBody>({
      query: (body) => ({ url: 'exercises/answer-check/', method: 'POST', body }),
      transformResponse: (body: { data: AnswerCheckResult }) => body.data,
    }),
    /** A Play game finished offline: the same endpoint as online; its client id makes it once. */
    offlineGameSync: build.mutation<SubmitPlayGameResult, SubmitPlayGameBody>({
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
