import { MAX_HEARTS } from './state.ts';

/*
 * The hearts' part of the one statement that records an answer (exercises' answer-sql.ts,
 * ADR 0019): `lk` locks the learner's users row when hearts count (it is the first lock the
 * statement takes), `ok` decides whether the answer is accepted and the hearts it leaves when
 * they change (a due 4-hour reset applied first). The statement's $1 is the user, $5 the
 * hearts reset instant (now − 4 h), $6 now. The users row's update stays in the statement, which
 * updates that row once for hearts and xp together.
 */
export function heartsGate(touch: boolean, consume: boolean): string {
  const due = `(hearts_used_up_at is not null and hearts_used_up_at <= $5::timestamptz)`;
  const ok = !touch
    ? `select true as v, false as changed, null::int as hearts, null::timestamptz as used_up_at`
    : consume
      ? `select (hearts > 0 or due) as v, (hearts > 0 or due) as changed,
           base - 1 as hearts, case when base - 1 <= 0 then $6::timestamptz end as used_up_at
         from (select *, case when due then ${MAX_HEARTS} else hearts end as base from lk) l`
      : `select not (hearts <= 0 and hearts_used_up_at is not null and not due) as v, due as changed,
           ${MAX_HEARTS} as hearts, null::timestamptz as used_up_at from lk`;
  return `lk as (
      select hearts, hearts_used_up_at, ${due} as due from users where id = $1 for update),
    ok as (${ok})`;
}

/** Where the statement reads the hearts it did not change: the locked row, or users. */
export const heartsUnchangedFrom = (touch: boolean): string =>
  touch ? `lk where true` : `users where id = $1`;
