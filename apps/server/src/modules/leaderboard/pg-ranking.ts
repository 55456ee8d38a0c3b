import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rankByPosition, type Board, type RankedEntry } from './board.ts';
import { windowAround, type Around, type Ranking } from './ranking.ts';

interface Row extends Record<string, unknown> {
  user_id: number;
  xp: number;
}

/** Board order (or its reverse, to walk upwards from a learner), on table alias `t`. */
const order = (t = '', reverse = false) => {
  const p = t ? `${t}.` : '';
  return sql.raw(
    reverse
      ? `${p}xp, ${p}reached_at desc, ${p}user_id desc`
      : `${p}xp desc, ${p}reached_at, ${p}user_id`,
  );
};

/** Ranks read from leaderboard_scores; a rank is 1 + learners above, summed per xp value. */
export class PgRanking implements Ranking {
  constructor(private readonly db: Db) {}

  async page(board: Board, offset: number, limit: number) {
    const res = await this.db.execute<Row & { total: number; above: number }>(sql`
      with w as (
        select user_id, xp, reached_at from leaderboard_scores
        where board = ${board} order by ${order()} limit ${limit} offset ${offset}
      ), h as (
        select coalesce(sum(learners), 0)::int as total,
               coalesce(sum(learners) filter (where xp > (select max(xp) from w)), 0)::int as above
        from leaderboard_xp_counts where board = ${board}
      )
      select w.user_id, w.xp, h.total, h.above from h left join w on true order by ${order('w')}`);
    const first = res.rows[0];
    const rows = res.rows
      .filter((r) => r.user_id !== null)
      .map((r) => ({ userId: r.user_id, xp: r.xp }));
    return {
      entries: rankByPosition(rows, (first?.above ?? 0) + 1, offset + 1),
      total: first?.total ?? 0,
    };
  }

  async around(board: Board, userId: number, span: number): Promise<Around> {
    const near = await this.db.execute<Row>(sql`
      with me as (select xp, reached_at from leaderboard_scores where board = ${board} and user_id = ${userId})
      (select s.user_id, s.xp, s.reached_at from leaderboard_scores s, me where s.board = ${board}
        and s.xp = me.xp and (s.reached_at, s.user_id) < (me.reached_at, ${userId})
        order by s.reached_at desc, s.user_id desc limit ${span})
      union all
      (select s.user_id, s.xp, s.reached_at from leaderboard_scores s, me where s.board = ${board}
        and s.xp > me.xp order by ${order('s', true)} limit ${span})
      union all
      (select s.user_id, s.xp, s.reached_at from leaderboard_scores s, me where s.board = ${board}
        and s.xp = me.xp and (s.reached_at, s.user_id) > (me.reached_at, ${userId})
        order by s.reached_at, s.user_id limit ${span})
      union all
      (select s.user_id, s.xp, s.reached_at from leaderboard_scores s, me where s.board = ${board}
        and s.xp < me.xp order by ${order('s')} limit ${span})
      union all
      (select ${userId}::int, xp, reached_at from me)
      order by ${order()}`);
    let rows = near.rows.map((r) => ({ userId: r.user_id, xp: r.xp }));
    const onBoard = rows.some((r) => r.userId === userId);
    if (!onBoard) {
      const last = await this.db.execute<Row>(sql`
        select user_id, xp from leaderboard_scores where board = ${board} order by ${order('', true)} limit ${span}`);
      rows = last.rows.reverse().map((r) => ({ userId: r.user_id, xp: r.xp }));
    }
    const { ranks, total } = await this.ranksOf(
      board,
      rows.map((r) => r.xp),
    );
    const ranked: RankedEntry[] = rows.map((r) => ({ ...r, rank: ranks.get(r.xp) ?? 1 }));
    const window = windowAround(ranked, userId, span);
    return { me: window.find((e) => e.userId === userId) ?? null, window, total };
  }

  /** Competition rank of each xp value: the sum above the highest once, then small ranges. */
  private async ranksOf(board: Board, xps: number[]) {
    const top = xps.length ? Math.max(...xps) : 0;
    const values = sql.join(
      [...new Set(xps)].map((x) => sql`(${x}::int)`),
      sql`, `,
    );
    const res = await this.db.execute<{ x: number | null; rank: number; total: number }>(sql`
      with h as (
        select coalesce(sum(learners), 0)::int as total,
               coalesce(sum(learners) filter (where xp > ${top}), 0)::int as above
        from leaderboard_xp_counts where board = ${board}
      )
      select v.x, 1 + h.above + coalesce((select sum(learners) from leaderboard_xp_counts c
               where c.board = ${board} and c.xp > v.x and c.xp <= ${top}), 0)::int as rank, h.total
      from h left join (${xps.length ? sql`values ${values}` : sql`select null::int`}) as v(x) on true`);
    const ranks = new Map(res.rows.filter((r) => r.x !== null).map((r) => [r.x as number, r.rank]));
    return { ranks, total: res.rows[0]?.total ?? 0 };
  }
}
