import { Chess } from 'chess.js';
import { gameStatus } from '@ascend/chess';
import type { ExerciseContent, GamePayload } from '@ascend/contract';
import type { Score } from '@ascend/engine';
import type { Analyst } from './analyst.ts';
import { PROOF_DEPTH } from './analyst.ts';
import { ENGINE_ID, ENGINE_VERSION, proofKey, type Proof } from './cache.ts';

/** The goals a play-out must prove against best defence (issue 27.5). */
export const provenGoals = ['mate', 'promote', 'hold_draw'] as const;
export const needsProof = (p: GamePayload) =>
  (provenGoals as readonly string[]).includes(p.goal.kind);
export const goalKey = (p: Pick<GamePayload, 'goal'>) =>
  `${p.goal.kind}:${p.goal.moves ?? ''}:${p.goal.material ?? ''}`;
/** A goal without a move limit is proved within this many learner moves. */
const DEFAULT_LIMIT = 50;

/**
 * A proof with a main line (issue 38.4): `line` is the lesson's scripted main line (`script`)
 * played on by the engine on both sides, `best` the engine's own line from the start. The proof is
 * reached only when both are.
 */
export type ScriptedProof = Proof & { script?: string[]; best?: string[] };

/*
 * A lesson may give a play-out a main line: the technique it names, played against the defence
 * a teacher shows (the checks a Lucena bridge blocks), which the engine defender, seeing the
 * bridge, would rather not give. Each of the learner's moves in it must keep the result at proof
 * depth; the defender's moves are the lesson's, so the engine's line from the start is proved as
 * well (against best defence) and both must reach the goal.
 */
const mainLines = new Map<string, string[]>();
const mainKey = (p: Pick<GamePayload, 'fen' | 'goal'>) => `${p.fen}|${goalKey(p)}`;

/** The main line (SAN, both sides, from the play-out's board) a play-out's proof must follow. */
export function setMainLine(p: Pick<GamePayload, 'fen' | 'goal'>, sans: string[]): string[] {
  const chess = new Chess(p.fen);
  const uci = sans.map((san) => {
    try {
      return chess.move(san).lan;
    } catch {
      throw new Error(`main line of ${p.fen}: ${san} is not legal after ${chess.fen()}`);
    }
  });
  mainLines.set(mainKey(p), uci);
  return uci;
}
export const mainLineOf = (p: Pick<GamePayload, 'fen' | 'goal'>) => mainLines.get(mainKey(p));

/** A play-out draft with its main line ("Rd4 Ke6 Kc7 Rc2+ …"), registered for the prover. */
export function withMainLine<D extends Omit<ExerciseContent, 'id'>>(draft: D, sans: string): D {
  if (draft.type !== 'game_type') throw new Error('only a play-out has a main line');
  setMainLine(draft.payload, sans.split(/\s+/).filter(Boolean));
  return draft;
}

const same = (a: string[] | undefined, b: string[]) =>
  !!a && a.length === b.length && a.every((m, i) => m === b[i]);

/**
 * Plays the game out with the engine on both sides (depth 20, MultiPV 1): the learner's side
 * plays the engine's best, the defender too. Each position's search goes through the cache, so
 * a re-run costs nothing. The proof says whether the goal was reached within goal.moves. With a
 * main line (setMainLine) the stored line is the main line played on by the engine, and the
 * engine's own line must reach the goal too.
 */
export async function provePlayout(analyst: Analyst, p: GamePayload): Promise<Proof | undefined> {
  const key = proofKey(p.fen, goalKey(p), PROOF_DEPTH);
  const script = mainLineOf(p);
  const cached = analyst.cache.get<ScriptedProof>(key);
  // A proof made for a main line stands while no lesson module says otherwise (endgames/prove.ts).
  if (cached && (!script || same(cached.script, script))) return cached;
  const best = await playOut(analyst, p, []);
  if (!best) return undefined; // cache-only and not searched yet
  const main = script ? await playOut(analyst, p, script) : null;
  if (main === undefined) return undefined;
  const line = main ? main.line : best.line;
  const proof: ScriptedProof = {
    kind: 'proof',
    fen: p.fen,
    goal: goalKey(p),
    depth: PROOF_DEPTH,
    engine: ENGINE_ID,
    version: ENGINE_VERSION,
    line,
    reached: best.reached && (!main || main.reached),
    learnerMoves: Math.ceil(line.length / 2),
    ...(script ? { script, best: best.line } : {}),
  };
  analyst.cache.set(key, proof);
  return proof;
}

/**
 * The script's moves, then the engine on both sides until the game ends or the move limit. A
 * learner's move of the script that gives the result away (at proof depth) ends the line there,
 * unreached. Undefined when cache-only and not searched yet.
 */
async function playOut(
  analyst: Analyst,
  p: GamePayload,
  script: string[],
): Promise<{ line: string[]; reached: boolean } | undefined> {
  const chess = new Chess(p.fen);
  const line: string[] = [];
  const limit = 2 * (p.goal.moves ?? DEFAULT_LIMIT) + 1;
  const learner = chess.turn();
  const play = (uci: string) => {
    chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    line.push(uci);
  };
  for (const uci of script) {
    if (line.length >= limit || gameStatus(p, line).state !== 'playing') break;
    if (chess.turn() === learner && gameStatus(p, [...line, uci]).state === 'playing') {
      const after = await analyst.analyse(chess.fen(), [uci], PROOF_DEPTH, 1);
      if (!after) return undefined;
      if (!keepsResult(p.goal.kind, after.lines[0]?.score)) {
        play(uci);
        return { line, reached: false };
      }
    }
    play(uci);
  }
  while (line.length < limit && gameStatus(p, line).state === 'playing') {
    const push =
      p.goal.kind === 'promote' && chess.turn() === learner ? await safePush(analyst, chess) : null;
    if (push === undefined) return undefined;
    const a = push ? null : await analyst.analyse(chess.fen(), [], PROOF_DEPTH, 1);
    if (a === undefined) return undefined; // cache-only and not searched yet
    const uci = push ?? a?.lines[0]?.pv[0];
    if (!uci) break;
    play(uci);
  }
  return { line, reached: gameStatus(p, line).state === 'won' };
}

/**
 * Whether the learner keeps the result after its move, by the score of the side to move (the
 * defender): a mate against it or −3 pawns for a win, no mate for it and at most +1 pawn for a
 * draw held.
 */
export function keepsResult(goal: GamePayload['goal']['kind'], s: Score | undefined): boolean {
  if (!s) return false;
  if (goal === 'hold_draw') return s.type === 'cp' ? s.value <= 100 : s.value < 0;
  return (s.type === 'mate' && s.value < 0) || (s.type === 'cp' && s.value <= -300);
}

/**
 * For a promotion goal the learner's side pushes its most advanced pawn (promoting as soon as it
 * can) whenever the engine, at proof depth, still sees the learner winning after the push: the
 * engine alone may prefer a king move that wins just as surely but later than goal.moves allows.
 * Null when no push keeps the win; undefined when cache-only and not searched yet.
 */
async function safePush(analyst: Analyst, chess: Chess): Promise<string | null | undefined> {
  const forward = chess.turn() === 'w' ? 1 : -1;
  const pushes = chess
    .moves({ verbose: true })
    .filter((m) => m.piece === 'p' && (!m.promotion || m.promotion === 'q'))
    .sort((a, b) => forward * (Number(b.to[1]) - Number(a.to[1])));
  for (const m of pushes) {
    const uci = `${m.from}${m.to}${m.promotion ?? ''}`;
    if (m.promotion) return uci;
    const after = await analyst.analyse(chess.fen(), [uci], PROOF_DEPTH, 1);
    if (!after) return undefined;
    // The score is the defender's: the learner still wins when it is a mate against them or −3 pawns.
    if (keepsResult('promote', after.lines[0]?.score)) return uci;
  }
  return null;
}
