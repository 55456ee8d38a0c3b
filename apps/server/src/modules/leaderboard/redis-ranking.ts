import type { Redis } from 'ioredis';
import { rankByPosition, type Board } from './board.ts';
import { windowAround, type BoardView, type Ranking } from './ranking.ts';
import { memberOf, scoreAbove, userOfMember, xpOfScore } from './redis-score.ts';

/** Reads `[member, score, member, score, …]` from a WITHSCORES reply. */
function entriesOf(reply: string[]): { userId: number; xp: number }[] {
  const out: { userId: number; xp: number }[] = [];
  for (let i = 0; i + 1 < reply.length; i += 2) {
    out.push({ userId: userOfMember(reply[i] as string), xp: xpOfScore(Number(reply[i + 1])) });
  }
  return out;
}

/** Ranks read from Redis sorted sets; rank = 1 + ZCOUNT of scores with more xp. */
export class RedisRanking implements Ranking {
  constructor(
    private readonly redis: Redis,
    private readonly keyOf: (board: Board) => string,
    private readonly ensure: (board: Board) => Promise<void>,
  ) {}

  async view(
    board: Board,
    page: { offset: number; limit: number },
    caller: { userId: number; span: number },
  ): Promise<BoardView> {
    await this.ensure(board);
    const key = this.keyOf(board);
    const { offset, limit } = page;
    const { userId, span } = caller;
    const [raw, total, position] = await Promise.all([
      this.redis.zrevrange(key, offset, offset + limit - 1, 'WITHSCORES'),
      this.redis.zcard(key),
      this.redis.zrevrank(key, memberOf(userId)),
    ]);
    const nearRaw =
      position === null
        ? await this.redis.zrevrange(key, -span, -1, 'WITHSCORES')
        : await this.redis.zrevrange(
            key,
            Math.max(0, position - span),
            position + span,
            'WITHSCORES',
          );
    const rows = entriesOf(raw);
    const near = entriesOf(nearRaw);
    const xps = [...new Set([...rows.slice(0, 1), ...near].map((r) => r.xp))];
    const above = await Promise.all(
      xps.map((xp) => this.redis.zcount(key, scoreAbove(xp), '+inf')),
    );
    const rankOf = new Map(xps.map((xp, i) => [xp, (above[i] ?? 0) + 1]));
    const entries = rankByPosition(rows, rankOf.get(rows[0]?.xp ?? 0) ?? 1, offset + 1);
    const window = windowAround(
      near.map((r) => ({ ...r, rank: rankOf.get(r.xp) ?? 1 })),
      userId,
      span,
    );
    return { entries, total, window, me: window.find((e) => e.userId === userId) ?? null };
  }
}
