// Picks real positions for the curriculum from the Lichess puzzle database (CC0,
// https://database.lichess.org/#puzzles; the project's copy: ../shared/data/README.md, and the
// committed fixture fixtures/lichess-puzzles/) and keeps only those that pass the content
// check's own fairness rule (scripts/content-check/engine-checks.ts) at its fixed setting.
// Writes scripts/content-gen/picks/picks.json, which the section scripts read; commit both.
// Usage: nice -n 10 npx tsx scripts/content-gen/picks/pick.ts
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Engine } from '@ascend/engine';
import { replay } from '@ascend/chess';
import { Chess } from 'chess.js';
import { checkBestMoveLine } from '../../content-check/engine-checks.ts';
import { readPuzzleRows, type PuzzleRow } from './puzzle-rows.ts';
import { slots, type Pick, type Slot } from './slots.ts';

type Row = PuzzleRow;
const rows = readPuzzleRows();

const fits = (r: Row, s: Slot) =>
  r.rating <= s.maxRating &&
  r.rating >= (s.minRating ?? 0) &&
  (r.moves.length - 1 + 1) / 2 <= s.maxSolver &&
  (s.themes ?? []).every((t) => r.themes.includes(t)) &&
  (!s.anyTheme || s.anyTheme.some((t) => r.themes.includes(t))) &&
  !(s.notThemes ?? []).some((t) => r.themes.includes(t)) &&
  (!s.opening || s.opening.split('|').some((p) => r.openings.some((o) => o.startsWith(p))));

const out: Record<string, Pick[]> = existsSync('scripts/content-gen/picks/picks.json')
  ? JSON.parse(readFileSync('scripts/content-gen/picks/picks.json', 'utf8'))
  : {};
const used = new Set(Object.values(out).flatMap((ps) => ps.map((p) => p.id)));
const engine = await Engine.start();
for (const s of slots) {
  const have = (out[s.key] ??= []);
  if (have.length >= s.count) continue;
  // Spread the picks over the slot's rating window, easiest first.
  const pool = rows.filter((r) => !used.has(r.id) && fits(r, s));
  let tried = 0;
  for (const r of pool) {
    if (have.length >= s.count) break;
    tried++;
    const chess = new Chess(r.fen);
    const setup = r.moves[0]!;
    chess.move({ from: setup.slice(0, 2), to: setup.slice(2, 4), promotion: setup[4] });
    const fen = chess.fen();
    const mover = chess.get(r.moves[1]!.slice(0, 2) as never)?.type;
    if (s.piece && (!mover || !s.piece.includes(mover))) continue;
    const solution = r.moves.slice(1);
    const rp = replay(fen, solution);
    if ('error' in rp) continue;
    const mate = rp.chess.isCheckmate();
    const problems = await checkBestMoveLine(engine, {
      prompt: 'x',
      fen,
      solution,
      ...(mate ? { accept_any_mate: true } : {}),
    });
    if (problems.length) continue;
    have.push({ id: r.id, rating: r.rating, fen, solution, mate, themes: r.themes });
    used.add(r.id);
  }
  console.log(`${s.key}: ${have.length}/${s.count} (tried ${tried} of ${pool.length})`);
}
await engine.close();
writeFileSync('scripts/content-gen/picks/picks.json', `${JSON.stringify(out, null, 1)}\n`);
