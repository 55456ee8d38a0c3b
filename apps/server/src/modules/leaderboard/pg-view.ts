import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { isBoard, type Board } from './board.ts';
import { BUCKET_BITS } from './pg-scores.ts';

/**
 * Board order (or its reverse, to walk upwards from a learner). The NULLS clauses match
 * leaderboard_scores_order_idx (xp DESC NULLS LAST); without them PostgreSQL cannot walk
 * that index and sorts the whole board instead.
 */
const ORDER = sql.raw('xp desc nulls last, reached_at, user_id');
const REVERSE = sql.raw('xp asc nulls first, reached_at desc, user_id desc');
const SHIFT = sql.raw(String(BUCKET_BITS));

/** What one row of viewQuery is: a page entry, a neighbour, or the board's size. */
export const PART = { page: 0, near: 1, total: 2 } as const;
const part = (n: number) => sql.raw(String(n));

/*
 * The board and the LIMITs are written into the text, the rest are parameters. The named
 * statement (pg-ranking.ts) then gets a generic plan, made once per connection, and a generic
 * plan must fit every call: given as parameters, a LIMIT is estimated as if it read the
 * whole board, and the board key makes the planner cost the weekly board (a fifth of the
 * rows) below its generic plan, so it planned every call afresh (1.0–1.2 ms against
 * 0.4–0.6 ms). Only whole numbers and board keys as board.ts makes them get here.
 */
function literal(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a count: ${n}`);
  return sql.raw(String(n));
}
/** The caller's id and a deep page's offset: the view's only parameters. */
const USER = sql.raw('$1::int');
const OFFSET = sql.raw('$2::bigint');
const dialect = new PgDialect();

function boardLiteral(board: Board): SQL {
  if (!isBoard(board)) throw new Error(`not a board: ${board}`);
  return sql.raw(`'${board}'`);
}

export type ViewRow = {
  part: number;
  user_id: number | null;
  xp: number | null;
  /** Learners with more xp; set for the page's first xp and the neighbours' (rank = above + 1). */
  above: number | string | bigint | null;
  /**
   * The learner's account exists and is not deleted: the card columns are theirs. On the
   * total row: the caller's account exists and is not deleted.
   */
  active: boolean | null;
  username: string | null;
  avatar_path: string | null;
  country: string | null;
};

/** A page that starts at `offset`: read the first `offset + limit` index entries. */
const shallowPage = (board: SQL, offset: number, limit: number) => sql`
  page as (
    select user_id, xp, reached_at from leaderboard_scores where board = ${board}
    order by ${ORDER} limit ${literal(limit)} offset ${literal(offset)}
  )`;

/**
 * A deep page starts from the xp value holding position `offset` and skips only the
 * learners of that value ranked before it: find the value's bucket of 256 values first,
 * then the value inside it; both are sums over a few rows. Past the board's end, `jump`
 * is empty and so is the page.
 */
const deepPage = (board: SQL, limit: number) => sql`
  buckets as (
    select bucket, learners, sum(learners) over (order by bucket desc rows unbounded preceding) - learners as above
    from leaderboard_xp_buckets where board = ${board} and learners > 0
  ), hit as (
    select bucket, above from buckets where above + learners > ${OFFSET} order by bucket desc limit 1
  ), inside as (
    select c.xp, c.learners, hit.above + sum(c.learners) over (order by c.xp desc rows unbounded preceding) - c.learners as above
    from leaderboard_xp_counts c, hit
    where c.board = ${board} and c.learners > 0
      and c.xp >= hit.bucket << ${SHIFT} and c.xp < (hit.bucket + 1) << ${SHIFT}
  ), jump as (
    select xp, above from inside where above + learners > ${OFFSET} order by xp desc limit 1
  ), page as (
    select user_id, xp, reached_at from leaderboard_scores
    where board = ${board} and xp <= (select xp from jump)
    order by ${ORDER} limit ${literal(limit)} offset (select ${OFFSET} - above from jump)
  )`;

/**
 * Everything GET leaderboard/ needs, in one statement (one round trip, one snapshot): the
 * page, the caller with `span` learners either side (without xp on the board, the last
 * `span`), how many learners have more xp than each of those xp values, the board's size,
 * and the learners' public cards. Every part walks an index; ranks come from
 * leaderboard_xp_buckets and leaderboard_xp_counts instead of counting rows.
 */
function viewText(
  board: Board,
  page: { offset: number; limit: number; deep: boolean },
  span: number,
): string {
  const userId = USER;
  const b = boardLiteral(board);
  const pageCte = page.deep ? deepPage(b, page.limit) : shallowPage(b, page.offset, page.limit);
  const side = (where: SQL, order: SQL) => sql`(
    select s.user_id, s.xp, s.reached_at from me cross join lateral (
      select user_id, xp, reached_at from leaderboard_scores
      where board = ${b} and ${where} order by ${order} limit ${literal(span)}
    ) s)`;
  const query = sql`
    with me as (
      select xp, reached_at from leaderboard_scores where board = ${b} and user_id = ${userId}
    ), ${pageCte}, near as (
      ${side(sql`xp > me.xp`, REVERSE)}
      union all
      ${side(sql`xp = me.xp and (reached_at, user_id) < (me.reached_at, ${userId})`, sql`reached_at desc, user_id desc`)}
      union all
      (select ${userId}, xp, reached_at from me)
      union all
      ${side(sql`xp = me.xp and (reached_at, user_id) > (me.reached_at, ${userId})`, sql`reached_at, user_id`)}
      union all
      ${side(sql`xp < me.xp`, ORDER)}
      union all
      (select user_id, xp, reached_at from leaderboard_scores
       where board = ${b} and not exists (select from me) order by ${REVERSE} limit ${literal(span)})
    ), ranked as (
      -- Learners above an xp value: the buckets above its bucket, then the exact counts
      -- above it inside its bucket.
      select v.xp,
        (select coalesce(sum(learners), 0) from leaderboard_xp_buckets where board = ${b} and bucket > v.xp >> ${SHIFT})
        + (select coalesce(sum(learners), 0) from leaderboard_xp_counts where board = ${b}
           and xp > v.xp and xp < ((v.xp >> ${SHIFT}) + 1) << ${SHIFT}) as above
      from (select max(xp) as xp from page union select xp from near) v where v.xp is not null
    ), listed as (
      select ${part(PART.page)} as part, user_id, xp, reached_at from page
      union all select ${part(PART.near)}, user_id, xp, reached_at from near
    )
    select l.part, l.user_id, l.xp, l.reached_at, r.above, u.id is not null as active,
           u.username, u.avatar_path, u.country
    from listed l left join ranked r on r.xp = l.xp
    left join users u on u.id = l.user_id and u.deleted_at is null and u.disabled_at is null
    union all
    select ${part(PART.total)}, null, null, null,
           (select coalesce(sum(learners), 0) from leaderboard_xp_buckets where board = ${b}),
           exists (select from users where id = ${userId} and deleted_at is null and disabled_at is null), null, null, null
    order by part, xp desc nulls last, reached_at, user_id`;
  const built = dialect.sqlToQuery(query);
  if (built.params.length) throw new Error('leaderboard view: values belong in $1 and $2');
  return built.sql;
}

const texts = new Map<string, string>();

/**
 * The view's text and parameters ($1 the caller, $2 a deep page's offset). The text depends
 * on the board, the counts and a shallow page's offset only, so it is built once and kept:
 * building it each time was a twentieth of the request's Node CPU. Week boards come and go,
 * so the cache starts over when it grows past a few weeks' worth.
 */
export function viewQuery(
  board: Board,
  page: { offset: number; limit: number; deep: boolean },
  caller: { userId: number; span: number },
): { text: string; params: number[] } {
  const key = `${board} ${page.limit} ${caller.span} ${page.deep ? 'deep' : page.offset}`;
  let text = texts.get(key);
  if (!text) {
    if (texts.size > 200) texts.clear();
    text = viewText(board, page, caller.span);
    texts.set(key, text);
  }
  return { text, params: page.deep ? [caller.userId, page.offset] : [caller.userId] };
}
