import type { Db } from '../../../src/db/client.ts';
import { parseRow } from '../../../src/modules/puzzles/import/parse-row.ts';
import {
  recountThemes,
  syncThemeCatalogue,
  upsertPuzzles,
} from '../../../src/modules/puzzles/store.ts';

// Real Lichess puzzles (CC0 sample, ids kept) with ratings set per test so each lands in a
// known difficulty range.
const lines = {
  backRank:
    'zcopP,2r3k1/pp3ppp/2r1p3/3p4/4P3/PqP5/1P1Q1PPP/1R1R2K1 b - - 0 21,d5e4 d2d8 c8d8 d1d8,{r},80,91,326,backRankMate endgame mate mateIn2 sacrifice short,https://lichess.org/uVgx0ju1/black#42,',
  twoMates:
    '4xvU6,r1bqkbnr/1pppppp1/p1n4p/7Q/2B1P3/2N5/PPPP1PPP/R1B1K1NR b KQkq - 1 4,g8f6 c4f7,{r},80,90,100,mate mateIn1 oneMove opening,https://lichess.org/x,',
  mateIn2:
    '1iTkn,2r2b1r/1k2pppp/1B1p4/P2P4/8/5Q2/3N1PPP/1q4K1 w - - 0 24,d2b1 c8c1 f3d1 c1d1,{r},80,90,100,backRankMate endgame fork mate mateIn2 short,https://lichess.org/y,',
  mateIn2b:
    '2U2rO,4r1k1/5p1p/p2R2p1/2pP4/2P5/8/P3rPPP/q4QK1 w - - 0 22,f1a1 e2e1 a1e1 e8e1,{r},80,90,100,backRankMate endgame fork mate mateIn2 queenRookEndgame short,https://lichess.org/z,',
  underPromo:
    'k9UPt,8/1P1R2pp/q3kp2/4p3/2p5/2P4P/5PP1/6K1 b - - 0 41,e6d7 b7b8n d7d6 b8a6,{r},80,96,85,advancedPawn advantage endgame fork promotion short underPromotion,https://lichess.org/1oKLLQTH/black#82,',
} as const;
export type FixtureName = keyof typeof lines;

/** Loads the named puzzles at the given ratings, plus the theme catalogue and counts. */
export async function loadPuzzles(
  db: Db,
  ratings: Partial<Record<FixtureName, number>>,
): Promise<void> {
  await syncThemeCatalogue(db);
  const rows = Object.entries(ratings).map(([name, rating]) => {
    const parsed = parseRow(lines[name as FixtureName].replace('{r}', String(rating)));
    if (!parsed.ok) throw new Error(parsed.reason);
    return parsed.row;
  });
  await upsertPuzzles(db, rows);
  await recountThemes(db);
}
