import { BUCKET_BITS } from '../leaderboard/index.ts';
import { MAX_HEARTS } from '../hearts/index.ts';

/*
 * The text of the one statement that records an answer (answer-statement.ts), for one case:
 * `touch` (hearts count: not a Hero subscriber), `consume` (a wrong answer takes a heart) and
 * `doneAtInsert` (the first answer of a one-exercise lesson closes its run at once).
 *
 * Parameters: $1 user, $2 lesson, $3 exercise, $4 the lesson's active exercise ids,
 * $5 hearts reset instant (now − 4 h), $6 now, $7 first-run xp, $8 later-run xp, $9 correct,
 * $10 the client's claim, $11 the answer (json), $12 all-time board, $13 this week's board.
 *
 * A wrong answer also puts the exercise in the learner's review deck (deck), due now; if it
 * is there already it becomes due now (ADR 0016).
 *
 * Order of locks: the learner's users row first (lk, when hearts count), then the progress
 * row (the upsert). Data dependencies order the parts: p waits for ok, the xp for p.
 */
export function answerText(touch: boolean, consume: boolean, doneAtInsert: boolean): string {
  const due = `(hearts_used_up_at is not null and hearts_used_up_at <= $5::timestamptz)`;
  const closes = `($4::int[] <@ (p.answered || $3::int))`;
  const atInsert = (v: string) => (doneAtInsert ? v : 'null');
  // ok: whether the answer is accepted, and the hearts it leaves when they change.
  const ok = !touch
    ? `select true as v, false as changed, null::int as hearts, null::timestamptz as used_up_at`
    : consume
      ? `select (hearts > 0 or due) as v, (hearts > 0 or due) as changed,
           base - 1 as hearts, case when base - 1 <= 0 then $6::timestamptz end as used_up_at
         from (select *, case when due then ${MAX_HEARTS} else hearts end as base from lk) l`
      : `select not (hearts <= 0 and hearts_used_up_at is not null and not due) as v, due as changed,
           ${MAX_HEARTS} as hearts, null::timestamptz as used_up_at from lk`;
  const current = touch ? `lk where true` : `users where id = $1`;
  return `
    with lk as (
      select hearts, hearts_used_up_at, ${due} as due from users where id = $1 for update),
    ok as (${ok}),
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
    deck as (
      insert into review_cards (user_id, exercise_id, due, created_at)
      select $1, $3, $6::timestamptz, $6::timestamptz from p where not $9::boolean
      on conflict (user_id, exercise_id) do update set due = least(review_cards.due, excluded.due)),
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
      returning users.hearts, users.hearts_used_up_at),
    up as (
      insert into leaderboard_scores (board, user_id, xp, reached_at)
      select b.board, $1, ev.amount, date_trunc('second', $6::timestamptz)
      from ev cross join (values ($12::text), ($13::text)) b(board)
      on conflict (board, user_id) do update
        set xp = leaderboard_scores.xp + excluded.xp,
            reached_at = greatest(leaderboard_scores.reached_at, excluded.reached_at)
      returning board, xp),
    moves as (
      select up.board, up.xp - ev.amount as xp, -1 as d from up, ev where up.xp - ev.amount > 0
      union all select board, xp, 1 from up),
    counts as (
      insert into leaderboard_xp_counts (board, xp, learners)
      select board, xp, sum(d) from moves group by board, xp
      on conflict (board, xp) do update set learners = leaderboard_xp_counts.learners + excluded.learners),
    buckets as (
      insert into leaderboard_xp_buckets (board, bucket, learners)
      select board, xp >> ${BUCKET_BITS}, sum(d) from moves group by 1, 2 having sum(d) <> 0
      on conflict (board, bucket) do update set learners = leaderboard_xp_buckets.learners + excluded.learners),
    cur as (
      select hearts, hearts_used_up_at from u
      union all
      select hearts, hearts_used_up_at from ${current} and not exists (select 1 from u))
    select (select v from ok) as accepted, cur.hearts, cur.hearts_used_up_at as used_up_at,
      p.completions, p.completed, p.answered,
      (select amount from ev) as xp_amount, (select kind from ev) as xp_kind
    from cur left join p on true`;
}
