import type { Subscriber } from '../../events.ts';
import { addGameMovesToDeck, addPuzzleToDeck } from './deck.ts';

/**
 * The review deck collects what a learner got wrong (ADR 0016): a wrong answer's exercise, in
 * the answer's own statement, due now (or due now at the latest if it is there already); a
 * failed puzzle, rated or not; an analysed game's mistakes that have a better move to find.
 */
export const reviewSubscriber: Subscriber = {
  answerStatement: {
    ctes: () => `deck as (
      insert into review_cards (user_id, exercise_id, due, created_at)
      select $1, $3, $6::timestamptz, $6::timestamptz from p where not $9::boolean
      on conflict (user_id, exercise_id) do update set due = least(review_cards.due, excluded.due))`,
    params: () => [],
  },
  puzzleAttempted: async (tx, attempt) => {
    if (!attempt.correct) await addPuzzleToDeck(tx, attempt.userId, attempt.puzzle.id, attempt.now);
  },
  analysisFinished: (tx, analysis) =>
    addGameMovesToDeck(tx, analysis.userId, analysis.gameId, analysis.mistakePlies, analysis.now),
};
