import type { Db, DbExecutor } from '../../db/client.ts';
import { runNamed } from '../../db/named.ts';
import type { AnswerStatementPart, Subscriber } from '../../events.ts';
import { resetBefore, toState, type HeartState } from '../hearts/index.ts';
import { xpForRun } from '../lessons/index.ts';
import { answerText } from './answer-sql.ts';

export interface AnswerWrite {
  userId: number;
  lesson: { id: number; xp: number; exerciseIds: number[] };
  exerciseId: number;
  correct: boolean;
  clientCorrect: boolean | null;
  answer: unknown;
  /** Hearts are left alone for a Hero subscriber. */
  subscribed: boolean;
  now: Date;
  /** The exercise is a line drill (ADR 0047): a right answer puts the line in the review deck. */
  lineDrill?: boolean;
}

export interface AnswerWritten {
  /** False when a heart was needed and none was left: nothing was written. */
  accepted: boolean;
  hearts: HeartState;
  /** The run this answer belongs to. */
  run: number;
  /** This answer was the last one missing: the run is closed. */
  completed: boolean;
  /** The xp the closed run paid (null when this answer closed nothing). */
  award: { amount: number; kind: 'lesson' | 'practice' } | null;
  /** Distinct active exercises answered in the run, this one included. */
  answered: number;
}

type Row = {
  accepted: boolean;
  hearts: number;
  used_up_at: Date | string | null;
  completions: number | null;
  completed: boolean | null;
  answered: number | null;
  xp_amount: number | null;
  xp_kind: 'lesson' | 'practice' | null;
};

/** The statement's texts per subscriber list (one per app) and case. */
const texts = new WeakMap<readonly Subscriber[], Map<string, string>>();

/**
 * One statement records an answer, atomically without a transaction around it: it takes a
 * heart for a wrong answer (or refuses when none is left; a due 4-hour reset is applied
 * first), upserts the learner's progress row, adding the exercise to the run's answered ids
 * and closing the run when every active exercise is in, inserts the attempt, and on the
 * closing answer pays the run's xp (xp_events, users.xp); the subscribers' parts write with it
 * (the review deck, both PostgreSQL leaderboards). The users row lock (when hearts count) and the progress upsert's row lock order the answers of
 * one learner across tabs and processes: a concurrent answer waits and then sees the rows as
 * this one left them, so a run closes and pays exactly once (xp_events' unique key backs it).
 * A named statement per case (db/named.ts): parsed and planned once per connection.
 */
export async function writeAnswer(
  tx: DbExecutor,
  w: AnswerWrite,
  subscribers: readonly Subscriber[],
): Promise<AnswerWritten> {
  const parts = subscribers.flatMap((s): AnswerStatementPart[] =>
    s.answerStatement ? [s.answerStatement] : [],
  );
  const touch = !w.subscribed;
  const consume = touch && !w.correct;
  // The first answer of a lesson inserts the row: it closes the run only in a one-exercise lesson.
  const doneAtInsert = w.lesson.exerciseIds.every((id) => id === w.exerciseId);
  const key = `${touch}${consume}${doneAtInsert}`;
  let cases = texts.get(subscribers);
  if (!cases) texts.set(subscribers, (cases = new Map()));
  let text = cases.get(key);
  if (!text) cases.set(key, (text = answerText(touch, consume, doneAtInsert, parts)));
  const [row] = await runNamed<Row>(tx as Db, 'answer', text, [
    w.userId,
    w.lesson.id,
    w.exerciseId,
    `{${w.lesson.exerciseIds.join(',')}}`,
    resetBefore(w.now),
    w.now.toISOString(),
    xpForRun(w.lesson.xp, 0).amount,
    xpForRun(w.lesson.xp, 1).amount,
    w.correct,
    w.clientCorrect,
    JSON.stringify(w.answer),
    ...parts.flatMap((part) => part.params(w)),
  ]);
  const completed = row!.completed === true;
  const completions = Number(row!.completions ?? 0);
  return {
    accepted: row!.accepted === true,
    hearts: toState(row),
    run: completed ? completions - 1 : completions,
    completed,
    award: row!.xp_amount === null ? null : { amount: Number(row!.xp_amount), kind: row!.xp_kind! },
    answered: completed ? w.lesson.exerciseIds.length : Number(row!.answered ?? 0),
  };
}
