import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rankByPosition, type Board } from './board.ts';
import { BUCKET_BITS } from './pg-scores.ts';
import { windowAround, type BoardView, type Ranking } from './ranking.ts';

interface Entry {
  userId: number;
  xp: number;
}
type Row = { user_id: number; xp: number };
const entry = (r: Row): Entry => ({ userId: Number(r.user_id), xp: Number(r.xp) });

/** Past this offset a page starts from its xp bucket instead of skipping every row before it. */
const DEEP_OFFSET = 2000;

/**
 * Board order (or its reverse, to walk upwards from a learner). The NULLS clauses match
 * leaderboard_scores_order_idx (xp DESC NULLS LAST); without them PostgreSQL cannot walk
 * that index and sorts the whole board instead.
 */
const ORDER = sql.raw('xp desc nulls last, reached_at, user_id');
const REVERSE = sql.raw('xp asc nulls first, reached_at desc, user_id desc');
const SHIFT = sql.raw(String(BUCKET_BITS));

/**
 * Ranks read from leaderboard_scores. A rank is 1 + the learners with more xp, summed from
 * leaderboard_xp_buckets and leaderboard_xp_counts rather than counted row by row.
 */
export class PgRanking implements Ranking {
  constructor(
    private readonly db: Db,
    private readonly deepOffset = DEEP_OFFSET,
  ) {}

  private async rows(query: SQL): Promise<Entry[]> {
    return (await this.db.execute<Row>(query)).rows.map(entry);
  }

  async view(
    board: Board,
    page: { offset: number; limit: number },
    caller: { userId: number; span: number },
  ): Promise<BoardView> {
    const entries = await this.page(board, page.offset, page.limit);
    const near = await this.near(board, caller.userId, caller.span);
    const xps = [...entries.slice(0, 1), ...near].map((e) => e.xp);
    const { total, above } = await this.counts(board, xps);
    const rankOf = (xp: number) => (above.get(xp) ?? 0) + 1;
    const ranked = rankByPosition(entries, rankOf(entries[0]?.xp ?? 0), page.offset + 1);
    const window = windowAround(
      near.map((e) => ({ ...e, rank: rankOf(e.xp) })),
      caller.userId,
      caller.span,
    );
    return {
      entries: ranked,
      total,
      window,
      me: window.find((e) => e.userId === caller.userId) ?? null,
    };
  }

  private async page(board: Board, offset: number, limit: number): Promise<Entry[]> {
    if (offset <= this.deepOffset) {
      return this.rows(sql`select user_id, xp from leaderboard_scores where board = ${board}
        order by ${ORDER} limit ${limit} offset ${offset}`);
    }
    // The xp value holding position `offset`, and how many rank above it: find its bucket
    // of 256 values first, then the value inside it; both are sums over a few rows.
    const res = await this.db.execute<{ xp: number; above: number }>(sql`
      with b as (
        select bucket, learners, sum(learners) over (order by bucket desc rows unbounded preceding) - learners as above
        from leaderboard_xp_buckets where board = ${board} and learners > 0
      ), hit as (select bucket, above from b where above + learners > ${offset} order by bucket desc limit 1),
      x as (
        select c.xp, c.learners, hit.above + sum(c.learners) over (order by c.xp desc rows unbounded preceding) - c.learners as above
        from leaderboard_xp_counts c, hit
        where c.board = ${board} and c.learners > 0
          and c.xp >= hit.bucket << ${SHIFT} and c.xp < (hit.bucket + 1) << ${SHIFT}
      )
      select xp, above::int from x where above + learners > ${offset} order by xp desc limit 1`);
    const at = res.rows[0];
    if (!at) return [];
    return this
      .rows(sql`select user_id, xp from leaderboard_scores where board = ${board} and xp <= ${at.xp}
      order by ${ORDER} limit ${limit} offset ${offset - Number(at.above)}`);
  }

  /** The caller and `span` learners either side; without xp on the board, the last `span`. */
  private async near(board: Board, userId: number, span: number): Promise<Entry[]> {
    const me = (
      await this.db.execute<{ xp: number; reached_at: string }>(sql`
        select xp, reached_at::text from leaderboard_scores where board = ${board} and user_id = ${userId}`)
    ).rows[0];
    if (!me) {
      const last = await this
        .rows(sql`select user_id, xp from leaderboard_scores where board = ${board}
        order by ${REVERSE} limit ${span}`);
      return last.reverse();
    }
    const [xp, at] = [me.xp, sql`${me.reached_at}::timestamptz`];
    return this.rows(sql`
      (select user_id, xp, reached_at from leaderboard_scores where board = ${board} and xp > ${xp}
        order by ${REVERSE} limit ${span})
      union all
      (select user_id, xp, reached_at from leaderboard_scores where board = ${board} and xp = ${xp}
        and (reached_at, user_id) < (${at}, ${userId}) order by reached_at desc, user_id desc limit ${span})
      union all
      (select ${userId}::int, ${xp}::int, ${at})
      union all
      (select user_id, xp, reached_at from leaderboard_scores where board = ${board} and xp = ${xp}
        and (reached_at, user_id) > (${at}, ${userId}) order by reached_at, user_id limit ${span})
      union all
      (select user_id, xp, reached_at from leaderboard_scores where board = ${board} and xp < ${xp}
        order by ${ORDER} limit ${span})
      order by ${ORDER}`);
  }

  /**
   * The board's size and, per xp value asked, how many learners have more: the buckets
   * above the value's bucket plus the exact counts above it inside its bucket.
   */
  private async counts(board: Board, xps: number[]) {
    const values = [...new Set(xps)];
    const aboveOf = (x: number, i: number) => {
      const bucket = x >> BUCKET_BITS;
      return sql`, (select coalesce(sum(learners), 0) from leaderboard_xp_buckets where board = ${board} and bucket > ${bucket})
        + (select coalesce(sum(learners), 0) from leaderboard_xp_counts where board = ${board}
           and xp > ${x} and xp < ${(bucket + 1) << BUCKET_BITS}) as a${sql.raw(String(i))}`;
    };
    const res = await this.db.execute<Record<string, number>>(sql`
      select (select coalesce(sum(learners), 0) from leaderboard_xp_buckets where board = ${board}) as total
        ${sql.join(values.map(aboveOf), sql``)}`);
    const row = res.rows[0] ?? {};
    return {
      total: Number(row.total ?? 0),
      above: new Map(values.map((x, i) => [x, Number(row[`a${i}`] ?? 0)])),
    };
  }
}
