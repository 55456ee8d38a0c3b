import type { Subscriber } from '../../events.ts';
import { addGameMovesToDeck, addPuzzleToDeck } from './deck.ts';
import { firstReview } from './scheduler.ts';

/**
 * The review deck collects what a learner got wrong (ADR 0016): a wrong answer's exercise, in
 * the answer's own statement, due now (or due now at the latest if it is there already); a
 * failed puzzle, rated or not; an analysed game's mistakes that have a better move to find.
 * A line drill played right (ADR 0047) enters already reviewed once (FSRS Good at the answer):
 * due after the scheduler's first interval, not at once; a line already in the deck is left
 * to its schedule (its reviews move it).
 */
export const reviewSubscriber: Subscriber = {
  answerStatement: {
    ctes: (arg) => `deck as (
      insert into review_cards (user_id, exercise_id, due, created_at)
      select $1, $3, $6::timestamptz, $6::timestamptz from p where not $9::boolean
      on conflict (user_id, exercise_id) do update set due = least(review_cards.due, excluded.due)),
    line_deck as (
      insert into review_cards (user_id, exercise_id, due, stability, difficulty, elapsed_days,
        scheduled_days, learning_steps, reps, lapses, state, last_review, created_at)
      select $1, $3, (c->>'due')::timestamptz, (c->>'stability')::float8, (c->>'difficulty')::float8,
        (c->>'elapsed_days')::int, (c->>'scheduled_days')::int, (c->>'learning_steps')::int,
        (c->>'reps')::int, (c->>'lapses')::int, (c->>'state')::smallint, $6::timestamptz, $6::timestamptz
      from p, (select ${arg(0)}::jsonb as c) card where $9::boolean and card.c is not null
      on conflict (user_id, exercise_id) do nothing)`,
    params: (w) => [w.lineDrill && w.correct ? JSON.stringify(firstReview(w.now)) : null],
  },
  puzzleAttempted: async (tx, attempt) => {
    if (!attempt.correct) await addPuzzleToDeck(tx, attempt.userId, attempt.puzzle.id, attempt.now);
  },
  analysisFinished: (tx, analysis) =>
    addGameMovesToDeck(tx, analysis.userId, analysis.gameId, analysis.mistakePlies, analysis.now),
};
