import type { Redis } from 'ioredis';
import { rankByPosition, type Board } from './board.ts';
import type { LearnerCard } from './learners.ts';
import { windowAround, type BoardView, type Ranking } from './ranking.ts';
import type { RedisBoards } from './redis-boards.ts';
import { memberOf, SCORE_SHIFT, userOfMember, xpOfScore } from './redis-score.ts';
import { defineView, type ViewReply } from './redis-view.ts';

/** Reads `[member, score, member, score, …]` from a WITHSCORES reply. */
function entriesOf(reply: string[]): { userId: number; xp: number }[] {
  const out: { userId: number; xp: number }[] = [];
  for (let i = 0; i + 1 < reply.length; i += 2) {
    out.push({ userId: userOfMember(reply[i] as string), xp: xpOfScore(Number(reply[i + 1])) });
  }
  return out;
}

type Page = { offset: number; limit: number };
type Caller = { userId: number; span: number };

/**
 * Ranks read from Redis sorted sets: one round trip to Redis (the board's ready mark and
 * the view script, pipelined), then one query to PostgreSQL for the learners' cards.
 */
export class RedisRanking implements Ranking {
  constructor(
    private readonly redis: Redis,
    private readonly boards: Pick<RedisBoards, 'keyOf' | 'readyKeyOf' | 'isFresh' | 'rebuild'>,
    private readonly cardsOf: (ids: number[]) => Promise<Map<number, LearnerCard>>,
  ) {
    defineView(redis);
  }

  async view(board: Board, page: Page, caller: Caller): Promise<BoardView> {
    const key = this.boards.keyOf(board);
    const args = [key, page.offset, page.limit, memberOf(caller.userId), caller.span] as const;
    const replies = await this.redis
      .pipeline()
      .get(this.boards.readyKeyOf(board))
      .leaderboardView(...args, SCORE_SHIFT)
      .exec();
    const [ready, viewed] = replies ?? [];
    const failed = ready?.[0] ?? viewed?.[0];
    if (!ready || !viewed || failed) throw failed ?? new Error('leaderboard: empty Redis reply');
    const [[, builtAt], [, reply]] = [ready, viewed];
    if (this.boards.isFresh(builtAt as string | null)) {
      return this.present(reply as ViewReply, page, caller);
    }
    // Missing (new week, flushed Redis) or built before a write to Redis failed: the
    // reply may be wrong, so build the board from PostgreSQL and read it again.
    await this.boards.rebuild(board);
    return this.present(await this.redis.leaderboardView(...args, SCORE_SHIFT), page, caller);
  }

  private async present(reply: ViewReply, page: Page, caller: Caller): Promise<BoardView> {
    const [raw, total, nearRaw, above] = reply;
    const rows = entriesOf(raw);
    const near = entriesOf(nearRaw);
    const rankOf = new Map<number, number>();
    for (let i = 0; i + 1 < above.length; i += 2) {
      rankOf.set(Number(above[i]), Number(above[i + 1]) + 1);
    }
    const entries = rankByPosition(rows, rankOf.get(rows[0]?.xp ?? 0) ?? 1, page.offset + 1);
    const window = windowAround(
      near.map((r) => ({ ...r, rank: rankOf.get(r.xp) ?? 1 })),
      caller.userId,
      caller.span,
    );
    // The caller's card comes too: its absence tells that their account is gone.
    const cards = await this.cardsOf([
      caller.userId,
      ...[...entries, ...window].map((e) => e.userId),
    ]);
    const me = window.find((e) => e.userId === caller.userId) ?? null;
    return {
      entries,
      total: Number(total),
      window,
      me,
      cards,
      callerActive: cards.has(caller.userId),
    };
  }
}
