import type { Db } from '../../db/client.ts';
import { runNamed } from '../../db/named.ts';
import { rankByPosition, type Board } from './board.ts';
import { cardOf, type LearnerCard } from './learners.ts';
import { PART, viewQuery, type ViewRow } from './pg-view.ts';
import { windowAround, type BoardView, type Ranking } from './ranking.ts';

interface Entry {
  userId: number;
  xp: number;
}

/**
 * Past this offset a page starts from its xp bucket instead of skipping every row before it.
 * A shallow page's offset is written into the statement's text (pg-view.ts), so this also
 * bounds the texts, and so the named statements, a connection holds: 11 per board.
 */
const DEEP_OFFSET = 200;

/**
 * The view as a named statement (runNamed): PostgreSQL's CPU bounds this path. With the board
 * and the counts in the text, PostgreSQL plans it once per connection (a generic plan) instead
 * of on every call: 0.4–0.8 ms a view at 1M learners against 1.0–2.2 ms planned each time.
 */
function runView(db: Db, query: { text: string; params: number[] }): Promise<ViewRow[]> {
  return runNamed<ViewRow>(db, 'leaderboard_view', query.text, query.params);
}

/**
 * Ranks read from leaderboard_scores. A rank is 1 + the learners with more xp, summed from
 * leaderboard_xp_buckets and leaderboard_xp_counts rather than counted row by row. A view
 * is one statement (viewQuery): one round trip, and one snapshot for all of its parts.
 */
export class PgRanking implements Ranking {
  constructor(
    private readonly db: Db,
    private readonly deepOffset = DEEP_OFFSET,
  ) {}

  async view(
    board: Board,
    page: { offset: number; limit: number },
    caller: { userId: number; span: number },
  ): Promise<BoardView> {
    const deep = page.offset > this.deepOffset;
    const rows = await runView(this.db, viewQuery(board, { ...page, deep }, caller));
    const entries: Entry[] = [];
    const near: Entry[] = [];
    const above = new Map<number, number>();
    const cards = new Map<number, LearnerCard>();
    let total = 0;
    let callerActive = false;
    for (const r of rows) {
      if (r.part === PART.total) {
        total = Number(r.above ?? 0);
        callerActive = r.active === true;
        continue;
      }
      const e = { userId: Number(r.user_id), xp: Number(r.xp) };
      (r.part === PART.page ? entries : near).push(e);
      if (r.above !== null) above.set(e.xp, Number(r.above));
      if (r.active) cards.set(e.userId, cardOf(e.userId, r));
    }
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
      cards,
      callerActive,
    };
  }
}
