import type { Db, DbExecutor } from '../../db/client.ts';
import { runNamed } from '../../db/named.ts';
import { MAX_HEARTS, resetBefore, toState, type HeartState } from '../hearts/state.ts';
import { xpForRun } from '../lessons/xp.ts';

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
}

export interface AnswerWritten {
  /** False when a heart was needed and none was left: nothing was written. */
  accepted: boolean;
  hearts: HeartState;
  /** The run this answer belongs to. */
  run: number;
  /** This answer was the last one missing: the run is closed (its xp still to be paid). */
  completed: boolean;
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
};

/** The statement's text for one case (four hearts cases × first answer closing or not). */
function answerText(touch: boolean, consume: boolean, doneAtInsert: boolean): string {
  const due = `(hearts_used_up_at is not null and hearts_used_up_at <= $5::timestamptz)`;
  const base = `(case when ${due} then ${MAX_HEARTS} else hearts end)`;
  const closes = `($4::int[] <@ (p.answered || $3::int))`;
  const atInsert = (v: string) => (doneAtInsert ? v : 'null');
  return `
    with h as (
      update users set
        hearts = case when ${consume} then ${base} - 1 else ${MAX_HEARTS} end,
        hearts_used_up_at = case when ${consume} and ${base} - 1 <= 0 then $6::timestamptz else null end
      where id = $1 and ${touch}
        and ((${consume} and (hearts > 0 or ${due})) or (not ${consume} and ${due}))
      returning hearts, hearts_used_up_at),
    cur as (
      select hearts, hearts_used_up_at from h
      union all
      select hearts, hearts_used_up_at from users where id = $1 and not exists (select 1 from h)),
    ok as (
      select case
        when not ${touch} then true
        when ${consume} then exists (select 1 from h)
        else not exists (select 1 from cur where hearts <= 0 and hearts_used_up_at is not null)
      end as v),
    p as (
      insert into user_lesson_progress as p
        (user_id, lesson_id, completions, answered, completed_at, last_completed_at, first_xp, updated_at)
      select $1, $2, ${doneAtInsert ? 1 : 0},
        ${doneAtInsert ? `'{}'::int[]` : `array[$3::int]`},
        ${atInsert('$6::timestamptz')}, ${atInsert('$6::timestamptz')}, ${atInsert('$7::int')}, $6::timestamptz
      from ok where ok.v
      on conflict (user_id, lesson_id) do update set
        completions = p.completions + (case when ${closes} then 1 else 0 end),
        answered = case when ${closes} then '{}'::int[]
          when $3::int = any(p.answered) then p.answered else p.answered || $3::int end,
        completed_at = case when ${closes} then coalesce(p.completed_at, $6::timestamptz) else p.completed_at end,
        last_completed_at = case when ${closes} then $6::timestamptz else p.last_completed_at end,
        first_xp = case when ${closes}
          then coalesce(p.first_xp, case when p.completions = 0 then $7::int else $8::int end)
          else p.first_xp end,
        updated_at = $6::timestamptz
      returning completions, cardinality(answered) = 0 as completed,
        (select count(*) from unnest(answered) a where a = any($4::int[]))::int as answered),
    attempt as (
      insert into exercise_attempts (user_id, exercise_id, lesson_id, run, correct, client_correct, answer, created_at)
      select $1, $3, $2, p.completions - (case when p.completed then 1 else 0 end),
        $9::boolean, $10::boolean, $11::jsonb, $6::timestamptz
      from p)
    select (select v from ok) as accepted, cur.hearts, cur.hearts_used_up_at as used_up_at,
      p.completions, p.completed, p.answered
    from cur left join p on true`;
}

const texts = new Map<string, string>();

/**
 * One statement records an answer: it takes a heart for a wrong answer (or refuses when none
 * is left; a due 4-hour reset is applied first), upserts the learner's progress row, adding
 * the exercise to the run's answered ids and closing the run when every active exercise is
 * in, and inserts the attempt. The progress upsert takes the row lock that orders answers of
 * one learner in one lesson (across tabs and processes): a concurrent answer waits and then
 * sees the row as this one left it, so a run closes exactly once. A named statement per case
 * (db/named.ts): parsed and planned once per connection.
 */
export async function writeAnswer(tx: DbExecutor, w: AnswerWrite): Promise<AnswerWritten> {
  const touch = !w.subscribed;
  const consume = touch && !w.correct;
  // The first answer of a lesson inserts the row: it closes the run only in a one-exercise lesson.
  const doneAtInsert = w.lesson.exerciseIds.every((id) => id === w.exerciseId);
  const key = `${touch}${consume}${doneAtInsert}`;
  let text = texts.get(key);
  if (!text) texts.set(key, (text = answerText(touch, consume, doneAtInsert)));
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
  ]);
  const completed = row!.completed === true;
  const completions = Number(row!.completions ?? 0);
  return {
    accepted: row!.accepted === true,
    hearts: toState(row),
    run: completed ? completions - 1 : completions,
    completed,
    answered: completed ? w.lesson.exerciseIds.length : Number(row!.answered ?? 0),
  };
}
