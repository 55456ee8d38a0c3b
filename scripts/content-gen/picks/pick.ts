// Picks real positions for the curriculum from the Lichess puzzle database (CC0,
// https://database.lichess.org/#puzzles; the project's copy: ../shared/data/README.md, and the
// committed fixture fixtures/lichess-puzzles/) and keeps only those that pass the content
// check's own fairness rule (scripts/content-check/engine-checks.ts) at its fixed setting.
// Writes scripts/content-gen/picks/picks.json, which the section scripts read; commit both.
// Usage: nice -n 10 npx tsx scripts/content-gen/picks/pick.ts
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Engine } from '@ascend/engine';
import { ideaDetectors, replay } from '@ascend/chess';
import { Chess } from 'chess.js';
import { checkBestMoveLine } from '../../content-check/engine-checks.ts';
import { findShare, humanModel, MIN_FIND_SHARE } from '../difficulty.ts';
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
/** The position a puzzle row shows the learner: after the opponent's setup move. */
function shown(r: Row): { fen: string; solution: string[]; mate: boolean } | undefined {
  const chess = new Chess(r.fen);
  const setup = r.moves[0]!;
  chess.move({ from: setup.slice(0, 2), to: setup.slice(2, 4), promotion: setup[4] });
  const fen = chess.fen();
  const solution = r.moves.slice(1);
  const rp = replay(fen, solution);
  if ('error' in rp) return undefined;
  return { fen, solution, mate: rp.chess.isCheckmate() };
}
// `--harder=N --keys=trap-mates,trap-f7 --target=1300`: the N lesson positions (0–5) of those
// slots that a player of the target rating finds most often are replaced in place by the slot's
// next position (puzzle rated up to 1800) found 5–40 % of the time that passes the fairness rule
// and does not start in check (issue 38.2, ADR 0048).
const targetArg = process.argv.find((a) => a.startsWith('--target='))?.split('=')[1];
const floorModel = targetArg ? humanModel(Number(targetArg)) : undefined;
const share = (p: { fen: string; solution: string[]; mate: boolean }) =>
  findShare(floorModel!.predict({ fen: p.fen }), {
    fen: p.fen,
    accepted: (u) => u === p.solution[0] || (p.mate && new Chess(p.fen).move(u).san.endsWith('#')),
  });
const harder = Number(process.argv.find((a) => a.startsWith('--harder='))?.split('=')[1] ?? 0);
if (harder > 0) {
  const arg = (k: string) => process.argv.find((a) => a.startsWith(`--${k}=`))?.split('=')[1];
  const keys = (arg('keys') ?? '').split(',');
  if (!floorModel) throw new Error('--harder needs --target=<rating>');
  // `--floor`: instead, every position of those slots found less than 5 % of the time is
  // replaced by the slot's next one found at least that often (sections 1–4).
  const floor = process.argv.includes('--floor');
  // `--idea=queen-endings`: replacements must show the lesson's idea (its detector), and the
  // positions that do not show it are replaced first.
  const idea = arg('idea');
  const detect = idea ? ideaDetectors[idea] : undefined;
  if (idea && !detect) throw new Error(`no detector for ${idea}`);
  const shows = (p: { fen: string; solution: string[] }) =>
    !detect || detect({ fen: p.fen, move: p.solution[0]! });
  const easiest = slots
    .filter((s) => keys.includes(s.key))
    .flatMap((s) =>
      (out[s.key] ?? [])
        .slice(0, floor ? undefined : 6)
        .map((p, i) => ({ s, i, p: share(p), shows: shows(p) })),
    )
    .filter((x) => !floor || x.p < MIN_FIND_SHARE)
    .sort((a, b) => Number(a.shows) - Number(b.shows) || b.p - a.p)
    .slice(0, harder);
  for (const { s, i, p } of easiest) {
    const have = out[s.key]!;
    const hard = floor ? s : { ...s, maxRating: Math.max(s.maxRating, 1800) };
    let found: Pick | undefined;
    for (const r of rows) {
      if (used.has(r.id) || !fits(r, hard)) continue;
      const pos = shown(r);
      if (!pos || new Chess(pos.fen).inCheck()) continue;
      const mover = new Chess(pos.fen).get(pos.solution[0]!.slice(0, 2) as never)?.type;
      if (s.piece && (!mover || !s.piece.includes(mover))) continue;
      if (!shows(pos)) continue;
      const q = share(pos);
      if (q < MIN_FIND_SHARE || (!floor && q > 0.4)) continue;
      used.add(r.id);
      const problems = await checkBestMoveLine(engine, {
        prompt: 'x',
        ...pos,
        ...(pos.mate ? { accept_any_mate: true } : {}),
      });
      if (problems.length) continue;
      found = { id: r.id, rating: r.rating, ...pos, themes: r.themes };
      break;
    }
    console.log(
      `${s.key}[${i}] (p ${p.toFixed(2)}): ${have[i]!.id} → ${found ? `${found.id} (${found.rating})` : 'none found'}`,
    );
    if (found) have[i] = found;
  }
  await engine.close();
  writeFileSync('scripts/content-gen/picks/picks.json', `${JSON.stringify(out, null, 1)}\n`);
  process.exit(0);
}
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
    // An under-promotion where a queen mates as well teaches nothing about under-promotion.
    const first = solution[0]!;
    if (first.length === 5 && first[4] !== 'q') {
      const q = new Chess(fen);
      q.move({ from: first.slice(0, 2), to: first.slice(2, 4), promotion: 'q' });
      if (q.isCheckmate()) continue;
    }
    // `--target=R`: keep only what a player of rating R finds ≥ 5 % of the time, not in check.
    if (floorModel && (chess.inCheck() || share({ fen, solution, mate }) < MIN_FIND_SHARE))
      continue;
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
