import type { AnswerStatementPart } from '../../events.ts';
import { heartsGate, heartsUnchangedFrom } from '../hearts/index.ts';

/*
 * The text of the one statement that records an answer (answer-statement.ts), for one case:
 * `touch` (hearts count: not a Hero subscriber), `consume` (a wrong answer takes a heart) and
 * `doneAtInsert` (the first answer of a one-exercise lesson closes its run at once), with the
 * parts the subscribers add (events.ts `AnswerStatementPart`: the review deck, the boards).
 *
 * Parameters: $1 user, $2 lesson, $3 exercise, $4 the lesson's active exercise ids,
 * $5 hearts reset instant (now − 4 h), $6 now, $7 first-run xp, $8 later-run xp, $9 correct,
 * $10 the client's claim, $11 the answer (json); then each part's own, in the parts' order.
 *
 * Order of locks: the learner's users row first (lk, when hearts count), then the progress
 * row (the upsert). Data dependencies order the parts: p waits for ok, the xp for p.
 */
export const CORE_PARAMS = 11;

export function answerText(
  touch: boolean,
  consume: boolean,
  doneAtInsert: boolean,
  parts: readonly AnswerStatementPart[],
): string {
  const closes = `($4::int[] <@ (p.answered || $3::int))`;
  const atInsert = (v: string) => (doneAtInsert ? v : 'null');
  let next = CORE_PARAMS;
  const contributed = parts.map((part) => {
    const base = next;
    next += part.params({ userId: 0, now: new Date(0) }).length;
    return `,
    ${part.ctes((i) => `$${base + i + 1}`)}`;
  });
  return `
    with ${heartsGate(touch, consume)},
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
      from p),
    ev as (
      insert into xp_events (user_id, lesson_id, run, amount, kind, created_at)
      select $1, $2, p.completions - 1,
        case when p.completions = 1 then $7::int else $8::int end,
        case when p.completions = 1 then 'lesson' else 'practice' end, $6::timestamptz
      from p where p.completed
      on conflict (user_id, lesson_id, run) do nothing
      returning amount, kind),
    u as (
      update users set
        hearts = case when ok.changed then ok.hearts else users.hearts end,
        hearts_used_up_at = case when ok.changed then ok.used_up_at else users.hearts_used_up_at end,
        xp = users.xp + coalesce((select amount from ev), 0)
      from ok
      where users.id = $1 and ok.v and (ok.changed or exists (select 1 from ev))
      returning users.hearts, users.hearts_used_up_at)${contributed.join('')},
    cur as (
      select hearts, hearts_used_up_at from u
      union all
      select hearts, hearts_used_up_at from ${heartsUnchangedFrom(touch)} and not exists (select 1 from u))
    select (select v from ok) as accepted, cur.hearts, cur.hearts_used_up_at as used_up_at,
      p.completions, p.completed, p.answered,
      (select amount from ev) as xp_amount, (select kind from ev) as xp_kind
    from cur left join p on true`;
}
