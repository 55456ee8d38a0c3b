// Generates the endgame positions of the endgame lessons by code: seeded random placements with
// the material and structure each idea needs (endgames/placements.ts). A position is kept when
// native Stockfish finds one right move (the content check's fairness rule against the second
// best), the idea's detector passes on that move, and packages/engine (Stockfish 19, the content
// check's engine) confirms the line with checkBestMoveLine. Writes picks/endgames.json.
// Usage: nice -n 10 npx tsx scripts/content-gen/picks/gen-endgames.ts [key…]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Chess } from 'chess.js';
import { Engine } from '@ascend/engine';
import { ideaDetectors, replay } from '@ascend/chess';
import { asGood, checkBestMoveLine } from '../../content-check/engine-checks.ts';
import { mulberry32 } from '../../puzzle-miner/rng.ts';
import { NativeEngine } from '../endgames/native.ts';
import * as place from '../endgames/placements.ts';
import type { Pick } from './slots.ts';

type Rng = () => number;
interface Spec {
  key: string;
  idea: string;
  make: (rng: Rng) => string | null;
  /** The side to move wins (default), or draws with its only move. */
  result?: 'win' | 'draw';
  /** Learner moves in the solution (mates: the mate's length). */
  mateIn?: number;
  /** Plies of the engine's line the solution holds (default 1; a breakthrough needs its line). */
  plies?: number;
  count: number;
  tries?: number;
}

const specs: Spec[] = [
  { key: 'opposition', idea: 'opposition', make: place.kingAndPawn, count: 14 },
  { key: 'key-squares', idea: 'key-squares', make: place.kingAndPawn, count: 12 },
  {
    key: 'square-king',
    idea: 'square-of-the-pawn',
    make: (r) => place.squareRace(r, 'b'),
    result: 'draw',
    count: 10,
  },
  {
    key: 'square-run',
    idea: 'square-of-the-pawn',
    make: (r) => place.squareRace(r, 'w'),
    count: 10,
  },
  { key: 'outside-passer', idea: 'outside-passed-pawn', make: place.outsidePasser, count: 8 },
  {
    key: 'breakthrough',
    idea: 'breakthrough',
    make: place.facingPawns,
    plies: 5,
    count: 8,
  },
  { key: 'promotion-race', idea: 'promotion-race', make: place.pawnRace, count: 10 },
  { key: 'lucena', idea: 'lucena', make: place.lucena, count: 10 },
  { key: 'philidor', idea: 'philidor', make: place.philidor, result: 'draw', count: 10 },
  { key: 'cutting-off', idea: 'cutting-off-the-king', make: place.cutOff, count: 8, tries: 500 },
  {
    key: 'rook-behind',
    idea: 'rook-behind-passed-pawn',
    make: place.rookAndPasser,
    count: 8,
    tries: 500,
  },
  { key: 'kq-mate', idea: 'queen-mate', make: (r) => place.loneKing(r, 'q'), mateIn: 2, count: 8 },
  { key: 'kr-mate', idea: 'rook-mate', make: (r) => place.loneKing(r, 'r'), mateIn: 2, count: 8 },
  {
    key: 'bb-mate',
    idea: 'two-bishops-mate',
    make: (r) => place.loneKing(r, 'bb'),
    mateIn: 2,
    count: 8,
    tries: 40000,
  },
  {
    key: 'heavy-mate',
    idea: 'mating-with-more',
    make: (r) => place.loneKing(r, r() < 0.5 ? 'rr' : 'qr'),
    mateIn: 2,
    count: 8,
  },
];

const file = 'scripts/content-gen/picks/endgames.json';
const read = (): Record<string, Pick[]> =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Pick[]>) : {};
/** Merge one key into the file as it is now (two runs on different keys may share it). */
function save(key: string, picks: Pick[]) {
  const out = read();
  out[key] = picks;
  writeFileSync(file, `${JSON.stringify(out, null, 1)}\n`);
}
const only = process.argv.slice(2);
const native = new NativeEngine();
const engine = await Engine.start();
const DEPTH = 16;

async function keep(s: Spec, fen: string): Promise<string[] | null> {
  const detect = ideaDetectors[s.idea]!;
  // Cheap filters first: some legal move must show the idea, and a shallow search must agree.
  const ucis = new Chess(fen).moves({ verbose: true }).map((m) => m.lan);
  const sacrifice = (move: string) => s.plies || detect({ fen, move, line: [move] });
  if (!s.mateIn && !ucis.some(sacrifice)) return null;
  const quick = (await native.analyse(fen, 10, 1)).lines[0];
  const qline = quick?.pv.slice(0, s.plies ?? 1) ?? [];
  if (!quick || (!s.mateIn && !detect({ fen, move: qline[0]!, line: qline }))) return null;
  const { lines } = await native.analyse(fen, DEPTH, 3);
  const [l1, l2] = lines;
  if (!l1) return null;
  let solution: string[];
  if (s.mateIn) {
    if (l1.score.type !== 'mate' || l1.score.value !== s.mateIn) return null;
    solution = l1.pv.slice(0, 2 * s.mateIn - 1);
    const r = replay(fen, solution);
    if ('error' in r || !r.chess.isCheckmate()) return null;
  } else {
    const v = l1.score.type === 'mate' ? (l1.score.value > 0 ? 9999 : -9999) : l1.score.value;
    if ((s.result ?? 'win') === 'win' ? v < 300 : v < -60 || v > 150) return null;
    if (l2 && asGood(l1.score, l2.score)) return null;
    solution = l1.pv.slice(0, s.plies ?? 1);
    if (solution.length !== (s.plies ?? 1)) return null;
  }
  // As the content check asks it: the move and the exercise's own solution.
  if (!detect({ fen, move: solution[0]!, line: solution })) return null;
  const problems = await checkBestMoveLine(engine, {
    prompt: 'x',
    fen,
    solution,
    ...(s.mateIn ? { accept_any_mate: true } : {}),
  });
  return problems.length ? null : solution;
}

for (const s of specs) {
  if (only.length && !only.includes(s.key)) continue;
  const rng = mulberry32(27 + s.key.length * 101 + s.key.charCodeAt(0));
  const have: Pick[] = [];
  const seen = new Set<string>();
  let tries = 0;
  for (; have.length < s.count && tries < (s.tries ?? 3000); tries++) {
    const fen = s.make(rng);
    if (!fen || seen.has(fen.split(' ')[0]!) || new Chess(fen).inCheck()) continue;
    seen.add(fen.split(' ')[0]!);
    const solution = await keep(s, fen);
    if (!solution) continue;
    have.push({
      id: `gen-${s.key}-${have.length + 1}`,
      rating: 0,
      fen,
      solution,
      mate: !!s.mateIn,
      themes: [s.idea],
    });
  }
  console.log(s.key, have.length, `of ${tries} tries`);
  save(s.key, have);
}
native.close();
await engine.close();
