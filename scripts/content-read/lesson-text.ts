// Prints lessons as text a coach can read without the app: every exercise with its prompt, the
// board (as a diagram, side to move), the options with their moves in SAN, the answer, the
// refutations and the feedback. Used to write the coach's reading in content/STATUS.md (issue 38).
// Run: `npx tsx scripts/content-read/lesson-text.ts <section number or lesson id>…`
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Chess } from 'chess.js';
import type { ExerciseContent } from '@ascend/contract';
import { loadContent } from '../content-check/load.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function san(fen: string, line: readonly string[]): string {
  const chess = new Chess(fen);
  const out: string[] = [];
  for (const uci of line) {
    const moveNo = chess.moveNumber();
    const prefix = chess.turn() === 'w' ? `${moveNo}.` : out.length === 0 ? `${moveNo}…` : '';
    try {
      const m = chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
      out.push(`${prefix}${m.san}`);
    } catch {
      out.push(`${prefix}${uci}(illegal)`);
      break;
    }
  }
  return out.join(' ');
}

function board(fen: string): string {
  const chess = new Chess(fen);
  return `${chess.ascii()}\n  ${chess.turn() === 'w' ? 'White' : 'Black'} to move · ${fen}`;
}

function exerciseText(e: ExerciseContent): string {
  const lines: string[] = [`### ${e.id} · ${e.type}`];
  const p = e.payload as Record<string, unknown>;
  const fen = typeof p.fen === 'string' ? p.fen : undefined;
  for (const key of ['text', 'prompt', 'question'] as const)
    if (typeof p[key] === 'string') lines.push(`${key}: ${p[key] as string}`);
  if (fen) lines.push(board(fen));
  if (Array.isArray(p.arrows) && p.arrows.length)
    lines.push(
      `arrows: ${(p.arrows as { from: string; to: string }[]).map((a) => `${a.from}→${a.to}`).join(', ')}`,
    );
  if (e.type === 'objective_type') {
    for (const o of e.payload.options)
      lines.push(
        `  ${o.id === e.payload.correct_option_id ? '✓' : '·'} ${o.text}${o.move && fen ? `  [${san(fen, [o.move])}]` : ''}`,
      );
  }
  if (e.type === 'best_move_type')
    lines.push(`solution: ${san(e.payload.fen, e.payload.solution)}`);
  if (e.type === 'game_type') lines.push(`goal: ${JSON.stringify(e.payload.goal)}`);
  if (e.type === 'matching_type')
    for (const pair of e.payload.pairs) lines.push(`  ${pair.left} ↔ ${pair.right}`);
  if (e.type === 'visual_type')
    lines.push(`visual: ${JSON.stringify({ ...e.payload, prompt: undefined })}`);
  if (e.type === 'board_arrangement') lines.push(`target: ${e.payload.target}`);
  for (const r of e.refutations ?? [])
    lines.push(`  refutes ${fen ? san(fen, [r.move, ...r.line]) : r.move}: ${r.reason}`);
  const extra = e as unknown as Record<string, unknown>;
  if (extra.difficulty) lines.push(`difficulty: ${JSON.stringify(extra.difficulty)}`);
  lines.push(`feedback: ${e.feedback}`);
  return lines.join('\n');
}

const wanted = process.argv.slice(2);
if (wanted.length === 0) {
  console.error('Usage: tsx scripts/content-read/lesson-text.ts <section number 1–7 | lesson id>…');
  process.exit(2);
}
const { sections, errors } = loadContent(path.join(root, 'content'));
if (errors.length) {
  console.error(errors.join('\n'));
  process.exit(1);
}
let printed = 0;
sections.forEach(({ section }, i) => {
  for (const unit of section.units)
    for (const lesson of unit.lessons) {
      if (!wanted.includes(String(i + 1)) && !wanted.includes(lesson.id)) continue;
      printed++;
      console.log(
        `\n## Section ${i + 1} › ${unit.title ?? unit.id} › ${lesson.title ?? lesson.id} (${lesson.id})\n`,
      );
      for (const e of lesson.exercises) console.log(`${exerciseText(e)}\n`);
    }
});
if (printed === 0) {
  console.error(`No lesson matches ${wanted.join(' ')}`);
  process.exit(2);
}
