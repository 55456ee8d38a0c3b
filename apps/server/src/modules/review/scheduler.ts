import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';

/*
 * The review deck's schedule (ADR 0016): FSRS through ts-fsrs with its default parameters
 * (90 % target retention, short-term learning steps of 1 and 10 minutes). A right answer is
 * graded Good, a wrong one Again. A card enters the deck due at once, unreviewed (state New):
 * the mistake that put it there is not a review.
 */
const scheduler = fsrs();

/** The FSRS columns of a review_cards row, as the SQL returns them. */
export interface CardRow {
  due: Date | string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: Date | string | null;
}

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

export function toCard(row: CardRow): Card {
  return {
    due: asDate(row.due),
    stability: Number(row.stability),
    difficulty: Number(row.difficulty),
    elapsed_days: Number(row.elapsed_days),
    scheduled_days: Number(row.scheduled_days),
    learning_steps: Number(row.learning_steps),
    reps: Number(row.reps),
    lapses: Number(row.lapses),
    state: Number(row.state),
    last_review: row.last_review === null ? undefined : asDate(row.last_review),
  };
}

/** The card after one review at `now`. */
export function review(row: CardRow, correct: boolean, now: Date): Card {
  const grade: Grade = correct ? Rating.Good : Rating.Again;
  return scheduler.next(toCard(row), now, grade).card;
}

/** A card that has never been reviewed, due at `now`. */
export const newCard = (now: Date): Card => createEmptyCard(now);

/** A card's first review, graded Good at `now`: a line drill learned right (ADR 0047). */
export const firstReview = (now: Date): Card =>
  scheduler.next(createEmptyCard(now), now, Rating.Good).card;
