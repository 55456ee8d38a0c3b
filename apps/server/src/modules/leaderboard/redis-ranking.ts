import type { Redis } from 'ioredis';
import { rankByPosition, type Board, type RankedEntry } from './board.ts';
import { windowAround, type Around, type Ranking } from './ranking.ts';
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

  async page(board: Board, offset: number, limit: number) {
    await this.ensure(board);
    const key = this.keyOf(board);
    const [raw, total] = await Promise.all([
      this.redis.zrevrange(key, offset, offset + limit - 1, 'WITHSCORES'),
      this.redis.zcard(key),
    ]);
    const rows = entriesOf(raw);
    const above = rows[0] ? await this.redis.zcount(key, scoreAbove(rows[0].xp), '+inf') : 0;
    return { entries: rankByPosition(rows, above + 1, offset + 1), total };
  }

  async around(board: Board, userId: number, span: number): Promise<Around> {
    await this.ensure(board);
    const key = this.keyOf(board);
    const [position, total] = await Promise.all([
      this.redis.zrevrank(key, memberOf(userId)),
      this.redis.zcard(key),
    ]);
    const raw =
      position === null
        ? await this.redis.zrevrange(key, -span, -1, 'WITHSCORES')
        : await this.redis.zrevrange(
            key,
            Math.max(0, position - span),
            position + span,
            'WITHSCORES',
          );
    const rows = entriesOf(raw);
    const xps = [...new Set(rows.map((r) => r.xp))];
    const above = await Promise.all(
      xps.map((xp) => this.redis.zcount(key, scoreAbove(xp), '+inf')),
    );
    const rankOf = new Map(xps.map((xp, i) => [xp, (above[i] ?? 0) + 1]));
    const ranked: RankedEntry[] = rows.map((r) => ({ ...r, rank: rankOf.get(r.xp) ?? 1 }));
    const window = windowAround(ranked, userId, span);
    return { me: window.find((e) => e.userId === userId) ?? null, window, total };
  }
}
