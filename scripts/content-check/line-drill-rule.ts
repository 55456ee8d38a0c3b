import path from 'node:path';
import { Chess, type Square } from 'chess.js';
import { replay } from '@ascend/chess';
import type { ExerciseContent } from '@ascend/contract';
import { Analyst, REFUTE_DEPTH } from '../content-gen/engine/analyst.ts';
import { EngineCache } from '../content-gen/engine/cache.ts';
import { drillPlies } from '../content-gen/engine/drill.ts';
import { moveOf } from '../content-gen/engine/moves.ts';
import { bookRow } from '../content-gen/sections/s5/drills.ts';
import type { LoadedSection } from './load.ts';

/** The units whose lessons each teach one opening: each needs a line drill and a plan board. */
export const OPENING_UNITS = ['open-games', 'answers-to-e4', 'queen-pawn-openings'];
export const MIN_LEARNER_MOVES = 4;

export type LineDrillReport = { problems: string[]; drills: number; plans: number; plies: number };

type BestMove = Extract<ExerciseContent, { type: 'best_move_type' }>;

const pieceWords: Record<string, string> = {
  king: 'k',
  queen: 'q',
  rook: 'r',
  bishop: 'b',
  knight: 'n',
  pawn: 'p',
};

/**
 * A plan board's sentence against its board: every "<piece> on <square>" the sentence names
 * stands there; every arrow is a move of the planning side's pieces (earlier arrows played);
 * every other square it names is an arrow's end or holds a piece.
 */
export function planBoardProblems(
  fen: string,
  arrows: { from: string; to: string }[],
  side: 'w' | 'b',
  text: string,
): string[] {
  const problems: string[] = [];
  const board = new Chess(fen);
  for (const m of text.matchAll(/\b(king|queen|rook|bishop|knight|pawn)s? on ([a-h][1-8])\b/gi)) {
    const x = board.get(m[2] as Square);
    if (!x || x.type !== pieceWords[m[1]!.toLowerCase()])
      problems.push(`the plan names a ${m[1]} on ${m[2]}, which holds ${x ? x.type : 'nothing'}`);
  }
  const play = new Chess(fen);
  for (const a of arrows) {
    const parts = play.fen().split(' ');
    parts[1] = side;
    parts[3] = '-';
    let ok = false;
    try {
      const c = new Chess(parts.join(' '));
      ok = Boolean(c.move({ from: a.from, to: a.to, promotion: 'q' }));
      if (ok) play.load(c.fen());
    } catch {
      ok = false;
    }
    if (!ok) problems.push(`the plan's arrow ${a.from}-${a.to} is not a move of its side here`);
  }
  const ends = new Set(arrows.flatMap((a) => [a.from, a.to]));
  for (const sq of text.match(/\b[a-h][1-8]\b/g) ?? [])
    if (!ends.has(sq) && !board.get(sq as Square))
      problems.push(`the plan names ${sq}: no piece stands there and no arrow goes there`);
  return problems;
}

/** The ply a FEN's position is at, counted from the initial position. */
const plyOf = (fen: string) => {
  const [, side, , , , full] = fen.split(' ');
  return (Number(full) - 1) * 2 + (side === 'b' ? 1 : 0);
};

/**
 * Issue 38.5 (ADR 0047), from the engine cache only: every opening lesson has a line drill and,
 * after it, a plan board true of its board; a drill's line is a book line (it ends on the book
 * position its name is taken from, at the book's ply count) with at least four learner moves;
 * every learner move is within the drill's margin of the engine's best (depth 16); the stored
 * "also good" moves are exactly the engine's moves within the margin; every plausible mistake
 * has a refutation at its ply whose reply is the engine's.
 */
export async function checkLineDrills(
  sections: LoadedSection[],
  dir: string,
): Promise<LineDrillReport> {
  const report: LineDrillReport = { problems: [], drills: 0, plans: 0, plies: 0 };
  const analyst = new Analyst(new EngineCache(path.join(dir, 'engine-cache')), false, false);
  for (const { file, section } of sections)
    for (const unit of section.units)
      for (const lesson of unit.lessons) {
        const where = `${file} › ${unit.id} › ${lesson.id}`;
        const at = lesson.exercises.findIndex(
          (e) => e.type === 'best_move_type' && e.payload.drill,
        );
        const opening =
          section.id === 'openings-you-meet' &&
          OPENING_UNITS.includes(unit.id) &&
          !lesson.id.endsWith('-checkpoint');
        if (at < 0) {
          if (opening) report.problems.push(`${where}: an opening lesson without a line drill`);
          continue;
        }
        const ex = lesson.exercises[at] as BestMove;
        report.drills += 1;
        const problems = await drillProblems(ex, analyst, report);
        const plan = lesson.exercises.slice(at + 1).find((e) => e.type === 'info_type');
        if (!plan || plan.type !== 'info_type' || !plan.payload.fen || !plan.payload.arrows?.length)
          problems.push('no plan board (an info card with a board and arrows) after the drill');
        else {
          report.plans += 1;
          const side = ex.payload.fen.split(' ')[1] as 'w' | 'b';
          problems.push(
            ...planBoardProblems(plan.payload.fen, plan.payload.arrows, side, plan.payload.text),
          );
        }
        report.problems.push(...problems.map((p) => `${where} › ${ex.id}: ${p}`));
      }
  return report;
}

async function drillProblems(
  ex: BestMove,
  analyst: Analyst,
  report: LineDrillReport,
): Promise<string[]> {
  const { fen, solution, drill } = ex.payload;
  if (!drill) return [];
  const problems: string[] = [];
  const played = replay(fen, solution);
  if ('error' in played) return [`the line is not legal: ${played.error}`];
  const learner = Math.ceil(solution.length / 2);
  if (learner < MIN_LEARNER_MOVES)
    problems.push(`${learner} learner moves, at least ${MIN_LEARNER_MOVES} expected`);
  const row = bookRow(played.chess.fen());
  const plies = plyOf(fen) + solution.length;
  if (!row) problems.push('the line does not end on a position of the opening book');
  else if (row[3] !== plies || row[2] !== drill.name)
    problems.push(
      `the line ends on the book's "${row[2]}" (${row[3]} plies), not "${drill.name}" at ${plies} plies`,
    );
  const { plies: seen, missing } = await drillPlies(ex.payload, drill.margin_cp, analyst);
  for (const m of missing) problems.push(`not in the engine cache: ${m} (build with --engine)`);
  for (const p of seen) {
    report.plies += 1;
    const san = (m: string) => moveOf(p.fen, m)?.san ?? m;
    if (p.loss > drill.margin_cp)
      problems.push(
        `ply ${p.ply}: the line's ${san(p.lineMove)} is ${p.loss} cp below the engine's best (margin ${drill.margin_cp})`,
      );
    const stored = drill.alternatives.filter((a) => a.ply === p.ply).map((a) => a.move);
    const key = (ms: string[]) => [...ms].sort().join(' ');
    if (key(stored) !== key(p.alternatives))
      problems.push(
        `ply ${p.ply}: "also good" moves stored [${stored.map(san).join(', ')}], the engine's within ${drill.margin_cp} cp [${p.alternatives.map(san).join(', ')}]`,
      );
    for (const move of p.mistakes) {
      const r = ex.refutations?.find((x) => (x.ply ?? 0) === p.ply && x.move === move);
      if (!r) {
        problems.push(`ply ${p.ply}: no refutation of ${san(move)}`);
        continue;
      }
      if (r.depth < REFUTE_DEPTH)
        problems.push(`ply ${p.ply}: refutation of ${san(move)} too shallow`);
      const line = replay(p.fen, [move, ...r.line]);
      if ('error' in line) problems.push(`ply ${p.ply}: refutation of ${san(move)}: ${line.error}`);
      const after = analyst.peek(p.fen, [move], REFUTE_DEPTH, 1);
      if (!after) problems.push(`ply ${p.ply}: refutation of ${san(move)} not in the engine cache`);
      else if (after.lines[0]?.pv[0] !== r.line[0])
        problems.push(
          `ply ${p.ply}: refutation of ${san(move)}: the engine's reply is ${after.lines[0]?.pv[0]}, stored ${r.line[0]}`,
        );
    }
  }
  for (const a of drill.alternatives)
    if (a.ply % 2 !== 0 || a.ply >= solution.length)
      problems.push(`an "also good" move at ply ${a.ply}, which is not a learner ply of the line`);
  return problems;
}

export const lineDrillSummary = (r: LineDrillReport) =>
  `issue 38.5: line drills ${r.drills} (learner plies checked ${r.plies}), plan boards ${r.plans}, problems ${r.problems.length}`;
