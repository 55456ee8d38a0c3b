// Boards for the intro cards whose lesson has no fresh board of its idea (issue 38, rule 3: an
// intro card never shows a graded board of its lesson). Each is a Lichess puzzle (CC0; the
// project's copy ../shared/data/lichess-puzzles-sample.csv) of the idea's theme, White to move,
// not in check, on a board no graded exercise of the climb uses, whose first move Stockfish
// confirms as clearly best. Writes picks/intro-boards.json, which fresh-intros.ts reads.
// Usage: nice -n 10 npx tsx scripts/content-gen/picks/intro-boards.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { Chess } from 'chess.js';
import { Engine, scoreValue } from '@ascend/engine';
import { loadContent } from '../../content-check/load.ts';
import { gradedBoard, positionKey } from '../../content-check/giveaway-rule.ts';

type Want = {
  themes: string[];
  piece?: string;
  maxRating?: number;
  notThemes?: string[];
  /** The move itself attacks two pieces (a knight or more, or the king): the fork is on the board. */
  fork?: boolean;
};
/** The lessons whose intro card needs a board of this kind. */
const wants: Record<string, Want> = {
  pins: { themes: ['pin'] },
  'deflection-attraction': { themes: ['deflection'] },
  'quick-mates': { themes: ['opening', 'mate'] },
  'attacking-f7': { themes: ['attackingF2F7', 'opening'] },
  'queen-fork-drills': { themes: ['fork'], piece: 'q', fork: true },
  'pawn-fork-drills': { themes: ['fork'], piece: 'p', fork: true },
  'x-ray-drills': { themes: ['xRayAttack'] },
  'decoy-drills': { themes: ['attraction'] },
  'interference-drills': { themes: ['interference'] },
  'clearance-drills': { themes: ['clearance'] },
  'mate-in-two-drills': { themes: ['mateIn2'], notThemes: ['backRankMate'] },
  'mate-in-three-drills': { themes: ['mateIn3'], notThemes: ['backRankMate'] },
  'under-promotion': { themes: ['underPromotion'], piece: 'p' },
};

const graded = new Set<string>();
for (const { section } of loadContent('content').sections)
  for (const u of section.units)
    for (const l of u.lessons)
      for (const ex of l.exercises) {
        const fen = gradedBoard(ex);
        if (fen) graded.add(positionKey(fen));
      }

const rows = readFileSync('../shared/data/lichess-puzzles-sample.csv', 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const c = line.split(',');
    return {
      id: c[0]!,
      fen: c[1]!,
      moves: c[2]!.split(' '),
      rating: Number(c[3]),
      themes: c[7]!.split(' '),
    };
  })
  .sort((a, b) => a.rating - b.rating || a.id.localeCompare(b.id));

const value: Record<string, number> = { p: 1, n: 3, b: 3, r: 5, q: 9, k: 100 };
/** How many enemy pieces worth a knight or more (or the king) the moved piece attacks. */
function forked(fen: string, move: string): number {
  const c = new Chess(fen);
  const m = c.move({ from: move.slice(0, 2), to: move.slice(2, 4), promotion: move[4] });
  const them = c.turn();
  let n = 0;
  for (const row of c.board())
    for (const sq of row)
      if (
        sq &&
        sq.color === them &&
        value[sq.type]! >= 3 &&
        c.attackers(sq.square, m.color).includes(m.to)
      )
        n += 1;
  return n;
}
const used = new Set<string>();
const engine = await Engine.start();
const out: Record<string, { fen: string; move: string; puzzle: string; rating: number }> = {};
try {
  for (const [lesson, w] of Object.entries(wants)) {
    for (const r of rows) {
      if (r.rating > (w.maxRating ?? 1400)) break;
      if (!w.themes.every((t) => r.themes.includes(t))) continue;
      if (w.notThemes?.some((t) => r.themes.includes(t))) continue;
      const c = new Chess(r.fen);
      c.move({
        from: r.moves[0]!.slice(0, 2),
        to: r.moves[0]!.slice(2, 4),
        promotion: r.moves[0]![4],
      });
      if (c.turn() !== 'w' || c.inCheck()) continue;
      const fen = c.fen();
      if (graded.has(positionKey(fen))) continue;
      const move = r.moves[1]!;
      if (w.piece && c.get(move.slice(0, 2) as never)?.type !== w.piece) continue;
      if (used.has(positionKey(fen))) continue;
      if (w.fork && forked(fen, move) < 2) continue;
      const { lines } = await engine.analyse(fen, { depth: 14, multipv: 2 });
      const [a, b] = lines;
      if (a?.pv[0] !== move) continue;
      if (b && a.score.type !== 'mate' && scoreValue(a.score) - scoreValue(b.score) < 150) continue;
      if (b && a.score.type === 'mate' && b.score.type === 'mate' && b.score.value > 0) continue;
      used.add(positionKey(fen));
      out[lesson] = { fen, move, puzzle: r.id, rating: r.rating };
      console.log(lesson, r.id, r.rating, fen, move);
      break;
    }
    if (!out[lesson]) console.log(lesson, 'none found');
  }
} finally {
  await engine.close();
}
writeFileSync(new URL('./intro-boards.json', import.meta.url), `${JSON.stringify(out, null, 2)}\n`);
