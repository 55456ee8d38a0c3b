import type { AnswerCheckResult } from '@ascend/contract';
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
  }),
});
