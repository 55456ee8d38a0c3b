// Mines the tactics lessons' positions (sections 3 and 6, issue 27) from the Lichess puzzle
// database (CC0; the project's 30k sample ../shared/data/lichess-puzzles-sample.csv and the
// committed fixture): a position is kept when its solution passes the lesson's motif detector
// (packages/chess/src/ideas/tactics.ts) and the content check's fairness rule
// (scripts/content-check/engine-checks.ts, Stockfish 19 through packages/engine).
// Writes scripts/content-gen/picks/tactics.json; commit it. Usage:
//   nice -n 10 npx tsx scripts/content-gen/tactics/mine.ts [slot-key…]
//   nice -n 10 npx tsx scripts/content-gen/tactics/mine.ts --replace-in-check
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Engine } from '@ascend/engine';
import { ideaDetectors, replay } from '@ascend/chess';
import { Chess } from 'chess.js';
import { checkBestMoveLine } from '../../content-check/engine-checks.ts';
import type { Pick } from '../picks/slots.ts';
import { findShare, humanModel, MIN_FIND_SHARE } from '../difficulty.ts';
import { mateThemeOf, tacticsSlots, type TacticsSlot } from './slots.ts';
import { motifSentence } from './why.ts';
import { loadContent } from '../../content-check/load.ts';
import { gradedBoard, positionKey } from '../../content-check/giveaway-rule.ts';
import { exercisesOf } from '../../content-check/walk.ts';

const OUT = 'scripts/content-gen/picks/tactics.json';
const files = [
  '../shared/data/lichess-puzzles-sample.csv',
  'fixtures/lichess-puzzles/puzzles-2000.csv',
];
interface Row {
  id: string;
  fen: string;
  solution: string[];
  rating: number;
  themes: string[];
}
const rows: Row[] = [];
const seen = new Set<string>();
for (const f of files) {
  if (!existsSync(f)) continue;
  for (const line of readFileSync(f, 'utf8').trim().split('\n').slice(1)) {
    const c = line.split(',');
    if (seen.has(c[0]!)) continue;
    seen.add(c[0]!);
    const moves = c[2]!.split(' ');
    const chess = new Chess(c[1]!);
    const u = moves[0]!;
    chess.move({ from: u.slice(0, 2), to: u.slice(2, 4), promotion: u[4] });
    rows.push({
      id: c[0]!,
      fen: chess.fen(),
      solution: moves.slice(1),
      rating: Number(c[3]),
      themes: c[7]!.split(' '),
    });
  }
}
rows.sort((a, b) => a.rating - b.rating || a.id.localeCompare(b.id));

const fits = (r: Row, s: TacticsSlot) =>
  r.rating <= s.maxRating &&
  r.rating >= (s.minRating ?? 0) &&
  (r.solution.length + 1) / 2 <= s.maxSolver &&
  (!s.anyTheme || s.anyTheme.some((t) => r.themes.includes(t))) &&
  !(s.notThemes ?? []).some((t) => r.themes.includes(t)) &&
  (!s.piece ||
    s.piece.includes(new Chess(r.fen).get(r.solution[0]!.slice(0, 2) as never)?.type ?? '-'));

const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const out: Record<string, Pick[]> = existsSync(OUT) ? JSON.parse(readFileSync(OUT, 'utf8')) : {};
const used = new Set(Object.values(out).flatMap((ps) => ps.map((p) => p.id)));
// Positions the other sections already show are not shown twice.
for (const ps of Object.values(
  JSON.parse(readFileSync('scripts/content-gen/picks/picks.json', 'utf8')) as Record<
    string,
    Pick[]
  >,
))
  for (const p of ps) used.add(p.id);
/**
 * Positions graded anywhere in the built climb (content/*.json), with how often (issue 38, rule
 * 3): a candidate on one of them is skipped, whatever puzzle it comes from, so a drill never
 * repeats a board another lesson grades.
 */
const graded = new Map<string, number>();
for (const { exercise } of exercisesOf(loadContent('content').sections)) {
  const fen = gradedBoard(exercise);
  if (fen) graded.set(positionKey(fen), (graded.get(positionKey(fen)) ?? 0) + 1);
}
const engine = await Engine.start();
/** The slot's detector and the fairness rule, as below, and not in check (issue 38). */
async function candidate(r: Row, s: TacticsSlot): Promise<Pick | undefined> {
  const ds = (s.anyOf ?? [s.detector]).map((d) => ideaDetectors[d]!);
  const detector = (c: Parameters<(typeof ds)[number]>[0]) => ds.some((d) => d(c));
  if (used.has(r.id) || !fits(r, s) || new Chess(r.fen).inCheck()) return undefined;
  if (graded.has(positionKey(r.fen))) return undefined;
  if (!detector({ fen: r.fen, move: r.solution[0]!, line: r.solution })) return undefined;
  if (s.moveOnly && !detector({ fen: r.fen, move: r.solution[0]! })) return undefined;
  const rp = replay(r.fen, r.solution);
  if ('error' in rp) return undefined;
  const mate = rp.chess.isCheckmate();
  const problems = await checkBestMoveLine(engine, {
    prompt: 'x',
    fen: r.fen,
    solution: r.solution,
    ...(mate ? { accept_any_mate: true } : {}),
  });
  used.add(r.id);
  if (problems.length) return undefined;
  return { id: r.id, rating: r.rating, fen: r.fen, solution: r.solution, mate, themes: r.themes };
}
// `--replace-in-check`: a kept position that starts with the learner in check is replaced in
// place by the slot's next position that does not (issue 38, rule 3); the others keep their index.
if (process.argv.includes('--replace-in-check')) {
  for (const s of tacticsSlots) {
    const have = out[s.key] ?? [];
    for (let i = 0; i < have.length; i++) {
      if (!new Chess(have[i]!.fen).inCheck()) continue;
      let found: Pick | undefined;
      for (const r of rows) if ((found = await candidate(r, s))) break;
      console.log(`${s.key}[${i}]: ${have[i]!.id} → ${found?.id ?? 'none found'}`);
      if (found) have[i] = found;
    }
  }
  writeFileSync(OUT, `${JSON.stringify(out, null, 1)}\n`);
  await engine.close();
  process.exit(0);
}
// `--replace-graded`: a kept position of a section-6 slot that the climb grades more than once
// (its own exercise and another lesson's, issue 38 rule 3) is replaced in place by the slot's next
// position graded nowhere; `--replace=slot:i,…` replaces named positions the same way (a pin
// position whose line is an exchange, not a pin). A replacement must give the slot's idea its
// motif sentence (why.ts), so its feedback names the tactic. Rating and find-share window as
// `--harder` (1200–2000, 5–40 % for a 1500 player) when the replaced position came from there.
const named = (process.argv.find((a) => a.startsWith('--replace='))?.split('=')[1] ?? '')
  .split(',')
  .filter(Boolean);
if (process.argv.includes('--replace-graded') || named.length) {
  const model = humanModel(1500);
  for (const s of tacticsSlots.filter((s) => !/^(s3|cp3)-/.test(s.key))) {
    const have = out[s.key] ?? [];
    for (let i = 0; i < have.length; i++) {
      const p = have[i]!;
      const repeated = (graded.get(positionKey(p.fen)) ?? 0) > 1;
      if (!repeated && !named.includes(`${s.key}:${i}`)) continue;
      const hard = p.rating >= 1200;
      const slot = hard ? { ...s, minRating: 1200, maxRating: Math.max(s.maxRating, 2000) } : s;
      let found: Pick | undefined;
      for (const r of rows) {
        if (used.has(r.id) || !fits(r, slot)) continue;
        if (
          s.perPattern &&
          have.filter((q) => mateThemeOf(q.themes) === mateThemeOf(r.themes)).length >= s.perPattern
        )
          continue;
        // Not the same combination as one the slot already has (the same moves, squares and all).
        if (have.some((q) => q.solution.join(' ') === r.solution.join(' '))) continue;
        const rp = replay(r.fen, r.solution);
        if ('error' in rp) continue;
        const mate = rp.chess.isCheckmate();
        if (hard) {
          const q = findShare(model.predict({ fen: r.fen }), {
            fen: r.fen,
            accepted: (u) =>
              u === r.solution[0] || (mate && new Chess(r.fen).move(u).san.endsWith('#')),
          });
          if (q < MIN_FIND_SHARE || q > 0.4) continue;
        }
        const c = await candidate(r, slot);
        if (c && motifSentence(s.detector, c)) {
          found = c;
          break;
        }
      }
      console.log(
        `${s.key}[${i}]: ${p.id} → ${found ? `${found.id} (${found.rating})` : 'none found'}`,
      );
      if (found) have[i] = found;
      writeFileSync(OUT, `${JSON.stringify(out, null, 1)}\n`);
    }
  }
  await engine.close();
  process.exit(0);
}
/** Section 3's slots: their boards are for a 1100 player (content/syllabus.json). */
const section3 = (s: TacticsSlot) => /^(s3|cp3)-/.test(s.key);
let floorModel: ReturnType<typeof humanModel> | undefined;
/** How often a 1100 player finds a row's first move (any mate counting on a mating line). */
function floorShare(r: Row): number {
  floorModel ??= humanModel(1100);
  const rp = replay(r.fen, r.solution);
  const mate = !('error' in rp) && rp.chess.isCheckmate();
  return findShare(floorModel.predict({ fen: r.fen }), {
    fen: r.fen,
    accepted: (u) => u === r.solution[0] || (mate && new Chess(r.fen).move(u).san.endsWith('#')),
  });
}
// `--replace-hard`: a kept position of a section-3 slot (s3-…, cp3-…) that a 1100 player (the
// section's target, content/syllabus.json) finds less than 5 % of the time by the human model is
// replaced in place by the slot's next position found at least that often (issue 38.2, ADR 0048).
if (process.argv.includes('--replace-hard')) {
  const model = humanModel(1100);
  const share = (p: { fen: string; solution: string[]; mate: boolean }) =>
    findShare(model.predict({ fen: p.fen }), {
      fen: p.fen,
      accepted: (u) =>
        u === p.solution[0] || (p.mate && new Chess(p.fen).move(u).san.endsWith('#')),
    });
  for (const s of tacticsSlots) {
    if (!/^(s3|cp3)-/.test(s.key)) continue;
    const have = out[s.key] ?? [];
    for (let i = 0; i < have.length; i++) {
      if (share(have[i]!) >= MIN_FIND_SHARE) continue;
      let found: Pick | undefined;
      for (const r of rows) {
        if (used.has(r.id) || !fits(r, s)) continue;
        const mate = (() => {
          const rp = replay(r.fen, r.solution);
          return !('error' in rp) && rp.chess.isCheckmate();
        })();
        if (share({ fen: r.fen, solution: r.solution, mate }) < MIN_FIND_SHARE) continue;
        if ((found = await candidate(r, s))) break;
      }
      console.log(`${s.key}[${i}]: ${have[i]!.id} → ${found?.id ?? 'none found'}`);
      if (found) have[i] = found;
    }
  }
  writeFileSync(OUT, `${JSON.stringify(out, null, 1)}\n`);
  await engine.close();
  process.exit(0);
}
// `--harder=N`: section 6's drills were mined easiest first (median puzzle rating 540), so a
// 1500 player (the section's target) finds most of them. The N lesson positions shown as boards
// (0, 1, 2, 4) of the section-6 slots that such a player finds most often are replaced in place
// by the slot's next position from a puzzle rated 1200–2000 that the player finds 5–40 % of the
// time (`--range=lo,hi` sets the share), passing the slot's detector, the fairness rule and not
// starting in check (issue 38.2, ADR 0048).
const harder = Number(process.argv.find((a) => a.startsWith('--harder='))?.split('=')[1] ?? 0);
/** `--range=0.37,0.39`: the share a replacement must have (default 5–40 %). */
const range = process.argv
  .find((a) => a.startsWith('--range='))
  ?.split('=')[1]
  ?.split(',');
const lo = range ? Number(range[0]) : MIN_FIND_SHARE;
const hi = range ? Number(range[1]) : 0.4;

if (harder > 0) {
  const model = humanModel(1500);
  const share = (p: { fen: string; solution: string[]; mate: boolean }) =>
    findShare(model.predict({ fen: p.fen }), {
      fen: p.fen,
      accepted: (u) =>
        u === p.solution[0] || (p.mate && new Chess(p.fen).move(u).san.endsWith('#')),
    });
  const section6 = tacticsSlots.filter((s) => !/^(s3|cp3)-/.test(s.key));
  const easiest = section6
    .flatMap((s) =>
      // pickLesson shows positions 0, 1, 2 and 4 as boards (3 is followed, 5 played out).
      (out[s.key] ?? []).flatMap((p, i) =>
        [0, 1, 2, 4].includes(i) ? [{ s, i, p: share(p) }] : [],
      ),
    )
    .sort((a, b) => b.p - a.p)
    .slice(0, harder);
  for (const { s, i, p } of easiest) {
    const have = out[s.key]!;
    const hard = { ...s, minRating: 1200, maxRating: Math.max(s.maxRating, 2000) };
    let found: Pick | undefined;
    for (const r of rows) {
      if (used.has(r.id) || !fits(r, hard)) continue;
      if (
        s.perPattern &&
        have.filter((q) => mateThemeOf(q.themes) === mateThemeOf(r.themes)).length >= s.perPattern
      )
        continue;
      const rp = replay(r.fen, r.solution);
      if ('error' in rp) continue;
      const q = share({ fen: r.fen, solution: r.solution, mate: rp.chess.isCheckmate() });
      if (q < lo || q > hi) continue;
      if ((found = await candidate(r, hard))) break;
    }
    console.log(
      `${s.key}[${i}] (p ${p.toFixed(2)}): ${have[i]!.id} → ${found ? `${found.id} (${found.rating})` : 'none found'}`,
    );
    if (found) have[i] = found;
    writeFileSync(OUT, `${JSON.stringify(out, null, 1)}\n`);
  }
  await engine.close();
  process.exit(0);
}
for (const s of tacticsSlots) {
  if (only.length && !only.includes(s.key)) continue;
  const have = (out[s.key] = only.length ? [] : (out[s.key] ?? []));
  const ds = (s.anyOf ?? [s.detector]).map((d) => ideaDetectors[d]!);
  const detector = (c: Parameters<(typeof ds)[number]>[0]) => ds.some((d) => d(c));
  let tried = 0;
  for (const r of rows) {
    if (have.length >= s.count) break;
    if (used.has(r.id) || !fits(r, s) || new Chess(r.fen).inCheck()) continue;
    if (section3(s) && floorShare(r) < MIN_FIND_SHARE) continue;
    if (
      s.perPattern &&
      have.filter((p) => mateThemeOf(p.themes) === mateThemeOf(r.themes)).length >= s.perPattern
    )
      continue;
    if (!detector({ fen: r.fen, move: r.solution[0]!, line: r.solution })) continue;
    if (s.moveOnly && !detector({ fen: r.fen, move: r.solution[0]! })) continue;
    tried++;
    const rp = replay(r.fen, r.solution);
    if ('error' in rp) continue;
    const mate = rp.chess.isCheckmate();
    const problems = await checkBestMoveLine(engine, {
      prompt: 'x',
      fen: r.fen,
      solution: r.solution,
      ...(mate ? { accept_any_mate: true } : {}),
    });
    if (problems.length) continue;
    have.push({
      id: r.id,
      rating: r.rating,
      fen: r.fen,
      solution: r.solution,
      mate,
      themes: r.themes,
    });
    used.add(r.id);
  }
  console.log(`${s.key} (${s.detector}): ${have.length}/${s.count}, ${tried} engine-checked`);
  writeFileSync(OUT, `${JSON.stringify(out, null, 1)}\n`);
}
await engine.close();
