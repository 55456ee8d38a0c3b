import { scoreValue, type PvLine } from '@ascend/engine';
import path from 'node:path';
import {
  Analyst,
  CachedSearcher,
  type Line,
  type Searcher,
} from '../content-gen/engine/analyst.ts';
import { EngineCache } from '../content-gen/engine/cache.ts';
import { loadFen, material, replay } from '@ascend/chess';
import { Chess } from 'chess.js';
import type { BestMovePayload, GamePayload, ObjectivePayload } from '@ascend/contract';
import type { LoadedSection } from './load.ts';
import { exerciseProblems } from './static-checks.ts';
import { exercisesOf } from './walk.ts';

/**
 * The fixed engine setting of every check (docs/decisions/0021-content-depth-and-fairness.md):
 * Stockfish 19 lite, one thread, 16 MB hash, a new game before each search, depth 14, the three
 * best moves (MultiPV 3). A fixed depth keeps the verdict repeatable on any machine.
 */
export const ENGINE_DEPTH = 14;
export const MULTIPV = 3;
/**
 * The fairness margin: every other move must leave the learner at least this much less winning
 * chance (Lichess's scale, −1 lost … +1 won) than the accepted move, and at least MIN_GAP
 * centipawns less. Win chance makes "+9 against +6" (both win easily) ambiguous although the
 * centipawns differ by 300; the centipawn floor keeps "+0.3 against −0.2" from passing as unique.
 */
export const FAIRNESS_MARGIN = 0.2;
export const MIN_GAP = 150;

/** Cached fairness searches re-searched on every live check, to prove the cache honest. */
export const FAIRNESS_SAMPLE = 30;

/** Lichess's winning chances in [−1, 1] from the side to move's score. */
export function winChance(s: PvLine['score']): number {
  if (s.type === 'mate') return s.value > 0 ? 1 : -1;
  return 2 / (1 + Math.exp(-0.00368208 * s.value)) - 1;
}
/** Whether `other` is as good as `best` within the fairness margin. */
export function asGood(best: PvLine['score'], other: PvLine['score']): boolean {
  return (
    winChance(best) - winChance(other) < FAIRNESS_MARGIN ||
    scoreValue(best) - scoreValue(other) < MIN_GAP
  );
}

const show = (l: Line | undefined) =>
  l ? `${l.pv[0]} (${l.score.type} ${l.score.value})` : 'none';

/** Checks each learner move of a best-move line; returns problems in words. */
export async function checkBestMoveLine(
  engine: Searcher,
  payload: BestMovePayload,
): Promise<string[]> {
  const { fen, solution } = payload;
  const r = replay(fen, solution);
  if ('error' in r) return [r.error];
  const mates = r.chess.isCheckmate();
  const problems: string[] = [];
  for (let k = 0; k < solution.length; k += 2) {
    const move = solution[k]!;
    const left = (solution.length - k + 1) / 2; // learner moves still to play, this one included
    const { lines } = await engine.analyse(fen, {
      depth: ENGINE_DEPTH,
      multipv: MULTIPV,
      moves: solution.slice(0, k),
    });
    const [l1, l2] = lines;
    const at = `move ${k + 1} (${move})`;
    if (!l1) {
      problems.push(`${at}: the engine found no move`);
      continue;
    }
    if (mates) {
      const sameMate = lines.filter((l) => l.score.type === 'mate' && l.score.value === left);
      if (l1.score.type !== 'mate' || l1.score.value < left)
        problems.push(`${at}: the line mates in ${left} but the engine's best is ${show(l1)}`);
      // A last move that mates is proven by chess.js; earlier ones must be among the engine's mates.
      else if (left > 1 && !sameMate.some((l) => l.pv[0] === move))
        problems.push(`${at}: not a mate in ${left}; engine prefers ${show(l1)}`);
      else if (sameMate.length > 1 && !(left === 1 && payload.accept_any_mate))
        problems.push(
          `${at}: two moves mate in ${left} (${sameMate.map((l) => l.pv[0]).join(', ')}); ${left === 1 ? 'set accept_any_mate' : 'pick a position with one way'}`,
        );
      continue;
    }
    if (l1.pv[0] !== move)
      problems.push(`${at}: the engine's best is ${show(l1)}, second ${show(l2)}`);
    else {
      const rivals = lines.slice(1).filter((l) => asGood(l1.score, l.score));
      if (rivals.length)
        problems.push(
          `${at}: ambiguous, ${rivals.map(show).join(', ')} as good as ${show(l1)} (margin: ${FAIRNESS_MARGIN} win chance and ${MIN_GAP} cp)`,
        );
    }
  }
  return problems;
}

/**
 * Objective questions that ask for a move, recomputed by the engine like a best move. "Holds the
 * draw" asks among the options only: in a drawn ending several moves draw, and the keyed one must
 * be the only option that does (every other option outside the fairness margin below it).
 */
export const whichMoveWins = /^Which move (wins|is best|holds the draw|forces mate in (\d))\?/;

/**
 * "Which move wins?": every option is a legal move (SAN); the engine scores the position after
 * each, and the keyed option must be the best with every other option outside the margin.
 */
export async function checkWhichMoveWins(
  engine: Searcher,
  payload: ObjectivePayload,
): Promise<string[]> {
  if (!payload.fen) return ['a "Which move wins?" question needs a fen'];
  const scored: { id: string; text: string; score: PvLine['score'] }[] = [];
  for (const o of payload.options) {
    const chess = new Chess(payload.fen);
    try {
      chess.move(o.text);
    } catch {
      return [`option "${o.text}" is not a legal move here`];
    }
    if (chess.isCheckmate()) {
      scored.push({ id: o.id, text: o.text, score: { type: 'mate', value: 1 } });
      continue;
    }
    const { lines } = await engine.analyse(chess.fen(), { depth: ENGINE_DEPTH - 1, multipv: 1 });
    const l = lines[0];
    if (!l) return [`the engine found no reply after "${o.text}"`];
    // The reply's score is the opponent's view: turn it round (a mate for them is a loss for us).
    const s = l.score;
    scored.push({
      id: o.id,
      text: o.text,
      score:
        s.type === 'mate'
          ? { type: 'mate', value: s.value > 0 ? -s.value : -s.value + 1 }
          : { type: 'cp', value: -s.value },
    });
  }
  const keyed = scored.find((x) => x.id === payload.correct_option_id)!;
  const problems: string[] = [];
  const mateIn = Number(whichMoveWins.exec(payload.question)?.[2] ?? 0);
  if (mateIn) {
    // "Which move forces mate in N?": the answer mates in N at most, no other option does.
    const within = (x: (typeof scored)[number]) =>
      x.score.type === 'mate' && x.score.value > 0 && x.score.value <= mateIn;
    if (!within(keyed))
      problems.push(
        `the answer "${keyed.text}" does not force mate in ${mateIn} (${keyed.score.type} ${keyed.score.value})`,
      );
    for (const x of scored)
      if (x !== keyed && within(x)) problems.push(`"${x.text}" forces mate in ${mateIn} too`);
    return problems;
  }
  for (const x of scored)
    if (
      x !== keyed &&
      (scoreValue(x.score) >= scoreValue(keyed.score) || asGood(keyed.score, x.score))
    )
      problems.push(
        `"${x.text}" (${x.score.type} ${x.score.value}) is as good as the answer "${keyed.text}" (${keyed.score.type} ${keyed.score.value})`,
      );
  return problems;
}

/** A game must be winnable (or holdable) for the learner, as the engine sees it. */
export async function checkGameStart(engine: Searcher, payload: GamePayload): Promise<string[]> {
  const { lines } = await engine.analyse(payload.fen, { depth: ENGINE_DEPTH, multipv: 1 });
  const l1 = lines[0];
  if (!l1) return ['the engine found no move'];
  const v = scoreValue(l1.score);
  if (payload.goal.kind === 'hold_draw')
    return v < -150 ? [`the learner is lost here (${show(l1)})`] : [];
  if (payload.goal.kind === 'win_material') {
    // Winning material may only level the game (a rook for a queen): then it must at least gain on the count now.
    const chess = loadFen(payload.fen)!;
    const now =
      100 * (material(chess, chess.turn()) - material(chess, chess.turn() === 'w' ? 'b' : 'w'));
    return v < 300 && v - now < 150
      ? [`the engine sees no material to win here (${show(l1)}, material now ${now})`]
      : [];
  }
  return v < 300 ? [`the learner is not clearly winning here (${show(l1)})`] : [];
}

/**
 * The fairness checks of every best move, which-move question and play-out start (ADR 0021), at
 * depth 14 through the engine cache (content/engine-cache/, ADR 0031): a position whose hash is
 * cached is not searched again, a new or changed one is searched now (and stored with
 * `saveCache`), and a fixed sample of cached results is re-searched to prove the cache honest.
 */
export async function checkWithEngine(
  sections: LoadedSection[],
  opts: { dir: string; saveCache?: boolean },
): Promise<{ errors: string[]; analysed: number; searched: number; sampled: number }> {
  const cache = new EngineCache(path.join(opts.dir, 'engine-cache'));
  const analyst = new Analyst(cache, true, !!opts.saveCache);
  const searcher = new CachedSearcher(analyst);
  const errors: string[] = [];
  let analysed = 0;
  try {
    for (const { exercise: ex, where } of exercisesOf(sections)) {
      // Stockfish may hang on an illegal position; those are already reported by the static check.
      if (exerciseProblems(ex).length) continue;
      // A line drill's moves are book moves within a margin, not the only best move: its own
      // rule checks them (line-drill-rule.ts, ADR 0047).
      if (ex.type === 'best_move_type' && !ex.payload.drill) {
        for (const e of await checkBestMoveLine(searcher, ex.payload))
          errors.push(`${where}: ${e}`);
        analysed += Math.ceil(ex.payload.solution.length / 2);
      } else if (ex.type === 'objective_type' && whichMoveWins.test(ex.payload.question)) {
        for (const e of await checkWhichMoveWins(searcher, ex.payload))
          errors.push(`${where}: ${e}`);
        analysed += ex.payload.options.length;
      } else if (ex.type === 'game_type') {
        for (const e of await checkGameStart(searcher, ex.payload)) errors.push(`${where}: ${e}`);
        analysed += 1;
      }
    }
    // A fixed sample (the first keys in order), so every run re-proves the same entries.
    errors.push(...(await searcher.resample(FAIRNESS_SAMPLE)));
    if (opts.saveCache) cache.save();
  } finally {
    await analyst.close();
  }
  return { errors, analysed, searched: searcher.searched, sampled: searcher.sampled };
}
