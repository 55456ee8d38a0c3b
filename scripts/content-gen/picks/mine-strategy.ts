import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { Chess } from 'chess.js';
import { strategyDetectors } from '../../../packages/chess/src/ideas/strategy.ts';
import { UciEngine, type Line } from './uci-engine.ts';

/*
 * Mines positions for the strategy lessons (issue 27) from the Lichess puzzle sample (CC0,
 * ../shared/data/lichess-puzzles-sample.csv): every position along a puzzle (the one before the
 * opponent's move, then after each reply of its line) where the solver's move passes a strategy
 * detector; then native Stockfish (depth 15, MultiPV 2) keeps those where that move is clearly best
 * (the content check's fairness rule: 0.2 win chance and 150 cp over every other move).
 * Writes picks/strategy.json: per idea, the position, the move, the puzzle's line and the
 * engine's first two choices. Usage: nice -n 10 npx tsx scripts/content-gen/picks/mine-strategy.ts [idea…]
 */

const CSV = new URL('../../../../shared/data/lichess-puzzles-sample.csv', import.meta.url);
const OUT = new URL('./strategy.json', import.meta.url);
const DEPTH = Number(process.env.DEPTH ?? 15);
const PER_IDEA = Number(process.env.PER_IDEA ?? 14);
const MAX_TRIES = Number(process.env.MAX_TRIES ?? 40);

/** Which pieces can play each idea (a cheap filter before the detector). */
const ideas: Record<string, { pieces: string; opening?: boolean }> = {
  'seventh-rank': { pieces: 'r' },
  outpost: { pieces: 'n' },
  'open-file': { pieces: 'rq' },
  'weak-squares': { pieces: 'nbrq' },
  'passed-pawn': { pieces: 'pnbrqk' },
  'pawn-islands': { pieces: 'pnbrqk' },
  'king-safety': { pieces: 'pkrqbn' },
  'good-and-bad-bishops': { pieces: 'nbrq' },
  'pawn-weaknesses': { pieces: 'nbrqk' },
  'the-centre': { pieces: 'p', opening: true },
  development: { pieces: 'nbk', opening: true },
  'opening-mistakes': { pieces: 'pnbqrk', opening: true },
};

export interface StrategyPick {
  /** Lichess puzzle id. */
  id: string;
  idea: string;
  rating: number;
  themes: string[];
  /** The learner's position and the right move (it passes the idea's detector). */
  fen: string;
  move: string;
  /** The puzzle's line from here (starts with `move`). */
  line: string[];
  score: Line['score'];
  /** The engine's second choice, at least the fairness margin worse. */
  second: { move: string; score: Line['score'] } | null;
  quiet: boolean;
}

const winChance = (s: Line['score']) =>
  s.type === 'mate' ? (s.value > 0 ? 1 : -1) : 2 / (1 + Math.exp(-0.00368208 * s.value)) - 1;
const value = (s: Line['score']) =>
  s.type === 'mate' ? (s.value > 0 ? 100000 - s.value : -100000 - s.value) : s.value;
const clearlyBetter = (a: Line['score'], b: Line['score']) =>
  winChance(a) - winChance(b) >= 0.2 && value(a) - value(b) >= 150;

interface Cand {
  id: string;
  rating: number;
  themes: string[];
  fen: string;
  line: string[];
  quiet: boolean;
}
/** Solver-to-move positions along each puzzle's line, with the rest of the line. */
function* positions(): Generator<Omit<Cand, 'quiet'>> {
  const rows = readFileSync(CSV, 'utf8').trim().split('\n').slice(1);
  for (let i = 0; i < rows.length; i++) {
    const [id, fen, moves, rating, , , , themes] = rows[(i * 7919) % rows.length]!.split(',');
    const ms = moves!.split(' ');
    const c = new Chess(fen!);
    for (let k = 0; k < ms.length; k++) {
      const u = ms[k]!;
      c.move({ from: u.slice(0, 2), to: u.slice(2, 4), promotion: u[4] });
      if (k % 2 === 0 && k + 1 < ms.length)
        yield {
          id: id!,
          rating: Number(rating),
          themes: themes!.split(' '),
          fen: c.fen(),
          line: ms.slice(k + 1),
        };
    }
  }
}

async function main() {
  const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(ideas);
  const store: Record<string, StrategyPick[]> = existsSync(OUT)
    ? JSON.parse(readFileSync(OUT, 'utf8'))
    : {};
  const cands: Record<string, Cand[]> = Object.fromEntries(wanted.map((w) => [w, []]));
  let scanned = 0;
  for (const p of positions()) {
    if (++scanned % 10000 === 0)
      console.log(
        `${scanned} scanned`,
        Object.values(cands)
          .map((l) => l.length)
          .join(' '),
      );
    const full = Number(p.fen.split(' ')[5]);
    const c = new Chess(p.fen);
    const u = p.line[0]!;
    const m = c.move({ from: u.slice(0, 2), to: u.slice(2, 4), promotion: u[4] });
    const quiet = !m.captured && !m.san.includes('+') && !m.san.includes('#') && !m.promotion;
    for (const idea of wanted) {
      const spec = ideas[idea]!;
      const list = cands[idea]!;
      if (list.length >= MAX_TRIES * 3 || !spec.pieces.includes(m.piece)) continue;
      if (spec.opening ? full > 14 : full < 10) continue;
      // A rook that is taken on the seventh at once was a tactic (a deflection or a trade), not
      // a rook on the seventh: the idea needs the rook to stay there.
      if (idea === 'seventh-rank' && p.line[1]?.slice(2, 4) === u.slice(2, 4)) continue;
      if (strategyDetectors[idea]!({ fen: p.fen, move: u, line: [u] })) list.push({ ...p, quiet });
    }
    if (wanted.every((w) => cands[w]!.length >= MAX_TRIES * 3)) break;
  }
  console.log(`${scanned} positions scanned`);
  const engine = new UciEngine();
  await engine.init();
  for (const idea of wanted) {
    const list = cands[idea]!;
    // Quiet moves first, then lower-rated puzzles (easier to see) first.
    list.sort((a, b) => Number(b.quiet) - Number(a.quiet) || a.rating - b.rating);
    const kept: StrategyPick[] = [];
    const usedPuzzle = new Set<string>();
    let tries = 0;
    for (const cand of list) {
      if (kept.length >= PER_IDEA || tries >= MAX_TRIES) break;
      if (usedPuzzle.has(cand.id)) continue;
      tries++;
      const lines = await engine.analyse(cand.fen, DEPTH, 2);
      const [l1, l2] = lines;
      if (!l1 || l1.move !== cand.line[0]) continue;
      if (l2 && !clearlyBetter(l1.score, l2.score)) continue;
      // A mate in one or two teaches a tactic, not the idea.
      if (l1.score.type === 'mate' && l1.score.value <= 2) continue;
      usedPuzzle.add(cand.id);
      kept.push({
        id: cand.id,
        idea,
        rating: cand.rating,
        themes: cand.themes,
        fen: cand.fen,
        move: cand.line[0]!,
        line: cand.line,
        score: l1.score,
        second: l2 ? { move: l2.move, score: l2.score } : null,
        quiet: cand.quiet,
      });
    }
    console.log(`${idea}: ${list.length} candidates, ${tries} analysed, ${kept.length} kept`);
    store[idea] = kept;
    writeFileSync(OUT, JSON.stringify(store, null, 1) + '\n');
  }
  engine.quit();
}
await main();
