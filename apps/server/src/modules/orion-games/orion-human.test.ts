import { Chess } from 'chess.js';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadModel } from '@ascend/human/node';
import { HUMAN_COMMON_SHARE, learnerHumanRating } from './human-frequencies.ts';
import { BLUNDER_GAME } from '../../../test/support/orion-games/test-games.ts';
import { orionGamesTest } from '../../../test/support/orion-games/test-support.ts';

const o = orionGamesTest(6);

/** BLUNDER_GAME with Black (the learner) rated 1260 in its headers: the 1300 players' net. */
const RATED_GAME = BLUNDER_GAME.replace('[Black "Ben"]', '[Black "Ben"]\n[BlackElo "1260"]');

interface ReportMove {
  ply: number;
  san: string;
  color: string;
  fen_before: string;
  classification: string;
  best_san: string | null;
  human: { played: number; best: number | null } | null;
}

const flagged = (m: ReportMove) =>
  m.color === 'black' && ['inaccuracy', 'mistake', 'blunder'].includes(m.classification);

async function analysed(pgn: string) {
  const { id } = (await o.submit({ pgn, color: 'black' })).json().data;
  await o.t.app.deps.queue.runDueJobs();
  return { id, report: (await o.get(`/api/orion/games/${id}`)).json().data };
}

describe('what players at your level do (issue 36)', () => {
  it("gives each flagged move of the learner the Maia net's shares at the game's rating, and counts common and rare mistakes", async () => {
    const { report } = await analysed(RATED_GAME);
    expect(report.status).toBe('done');
    const moves = report.moves as ReportMove[];
    const mine = moves.filter(flagged);
    expect(mine.length).toBeGreaterThan(0);
    // Every other move, and White's, carries nothing.
    for (const m of moves.filter((x) => !flagged(x))) expect(m.human).toBeNull();

    // The same position with its history, asked of the model directly.
    const chess = new Chess();
    chess.loadPgn(RATED_GAME);
    const ucis = chess.history({ verbose: true }).map((m) => m.from + m.to + (m.promotion ?? ''));
    const net = loadModel(1300);
    for (const m of mine) {
      const predicted = net.predict({ moves: ucis.slice(0, m.ply - 1) });
      const p = (uci: string) => predicted.find((x) => x.uci === uci)?.p ?? 0;
      expect(m.human!.played).toBeCloseTo(p(ucis[m.ply - 1]!), 3);
      const best = new Chess(m.fen_before).move(m.best_san!);
      expect(m.human!.best).toBeCloseTo(p(best.from + best.to + (best.promotion ?? '')), 3);
    }
    const common = mine.filter((m) => m.human!.played >= HUMAN_COMMON_SHARE).length;
    expect(report.human).toEqual({
      rating: 1300,
      common_share: HUMAN_COMMON_SHARE,
      common,
      rare: mine.length - common,
    });
    // 12...Nc5?? (ply 24) is a blunder few 1300 players make.
    const nc5 = mine.find((m) => m.ply === 24)!;
    expect(nc5.san).toBe('Nc5');
    expect(nc5.human!.played).toBeLessThan(HUMAN_COMMON_SHARE);
  });

  it('shows nothing extra on a report analysed before human frequencies existed', async () => {
    const { id } = await analysed(RATED_GAME);
    await o.t.database.db.execute(
      sql`update orion_game_moves set human_played = null, human_best = null where game_id = ${id}`,
    );
    await o.t.database.db.execute(sql`update orion_games set human_rating = null where id = ${id}`);
    const res = await o.get(`/api/orion/games/${id}`);
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    expect(report.human).toBeNull();
    expect((report.moves as ReportMove[]).every((m) => m.human === null)).toBe(true);
  });

  it("takes the learner's level from the game's headers, else a settled puzzle rating, else 1500", async () => {
    const db = o.t.database.db;
    const rating = (headers: Record<string, string>, color: 'w' | 'b' = 'b') =>
      learnerHumanRating(db, o.me.id, headers, color);
    expect(await rating({ WhiteElo: '2250', BlackElo: '1260' })).toBe(1300);
    expect(await rating({ WhiteElo: '2250', BlackElo: '1260' }, 'w')).toBe(1900);
    expect(await rating({ BlackElo: '?' })).toBe(1500);
    expect(await rating({ BlackElo: '12a0' })).toBe(1500);
    // A puzzle rating the learner has only begun to earn is not their level yet.
    await db.execute(
      sql`insert into user_puzzle_stats (user_id, rating, rd) values (${o.me.id}, 1130, 300)`,
    );
    expect(await rating({})).toBe(1500);
    await db.execute(sql`update user_puzzle_stats set rd = 80 where user_id = ${o.me.id}`);
    expect(await rating({})).toBe(1100);
    expect(await rating({ BlackElo: '1640' })).toBe(1600);
  });
});
