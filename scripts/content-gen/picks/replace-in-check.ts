// Issue 38, rule 3: no board starts with the solver in check outside the lessons on check. A
// Lichess puzzle starts after the opponent's move, which is often a check; this replaces, in
// place (the other picks keep their index, so their exercises keep their boards), every pick in
// check with the next puzzle of the same slot that is not in check and passes the content check's
// fairness rule (as pick.ts does). Usage: nice -n 10 npx tsx scripts/content-gen/picks/replace-in-check.ts,
// then `npx prettier --ignore-path /dev/null --write scripts/content-gen/picks/picks.json`.
import { readFileSync, writeFileSync } from 'node:fs';
import { Engine } from '@ascend/engine';
import { replay } from '@ascend/chess';
import { Chess } from 'chess.js';
import { checkBestMoveLine } from '../../content-check/engine-checks.ts';
import { readPuzzleRows, type PuzzleRow } from './puzzle-rows.ts';
import { slots, type Pick, type Slot } from './slots.ts';

/** Slots whose positions are taught in the lessons on check, where a board may start in check. */
const checkSlots = new Set(['cp-check-and-mate']);

type Row = PuzzleRow;
const rows = readPuzzleRows();
const fits = (r: Row, s: Slot) =>
  r.rating <= s.maxRating &&
  r.rating >= (s.minRating ?? 0) &&
  r.moves.length / 2 <= s.maxSolver &&
  (s.themes ?? []).every((t) => r.themes.includes(t)) &&
  (!s.anyTheme || s.anyTheme.some((t) => r.themes.includes(t))) &&
  !(s.notThemes ?? []).some((t) => r.themes.includes(t)) &&
  (!s.opening || s.opening.split('|').some((p) => r.openings.some((o) => o.startsWith(p))));

const file = 'scripts/content-gen/picks/picks.json';
const out = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Pick[]>;
const used = new Set(Object.values(out).flatMap((ps) => ps.map((p) => p.id)));
const usedFen = new Set(
  Object.values(out).flatMap((ps) => ps.map((p) => p.fen.split(' ').slice(0, 4).join(' '))),
);
const engine = await Engine.start();
try {
  for (const s of slots) {
    const have = out[s.key];
    if (!have || checkSlots.has(s.key)) continue;
    for (let i = 0; i < have.length; i++) {
      if (!new Chess(have[i]!.fen).inCheck()) continue;
      let found: Pick | undefined;
      for (const r of rows) {
        if (used.has(r.id) || !fits(r, s)) continue;
        const chess = new Chess(r.fen);
        const setup = r.moves[0]!;
        chess.move({ from: setup.slice(0, 2), to: setup.slice(2, 4), promotion: setup[4] });
        if (chess.inCheck()) continue;
        const fen = chess.fen();
        if (usedFen.has(fen.split(' ').slice(0, 4).join(' '))) continue;
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
        used.add(r.id);
        if (problems.length) continue;
        found = { id: r.id, rating: r.rating, fen, solution, mate, themes: r.themes };
        break;
      }
      console.log(`${s.key}[${i}]: ${have[i]!.id} → ${found?.id ?? 'none found'}`);
      if (found) {
        have[i] = found;
        usedFen.add(found.fen.split(' ').slice(0, 4).join(' '));
      }
    }
  }
} finally {
  await engine.close();
}
writeFileSync(file, `${JSON.stringify(out, null, 1)}\n`);
