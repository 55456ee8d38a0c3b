import { skillsOfThemes, type Skill } from '../skills/index.ts';
import { uciToSan } from '../position.ts';
import { lineThemes, nameMistake } from './motif.ts';
import type { GameMove } from './pgn.ts';
import {
  SHARP_GAP,
  classify,
  gameAccuracy,
  moveAccuracy,
  winChance,
  winPercent,
  type Classification,
  type Eval,
} from './win-chance.ts';

/** The engine's verdict on one position, from the side to move's point of view. */
export interface PositionEval {
  eval: Eval;
  /** Best line (UCI); empty when the game is over in this position. */
  pv: string[];
  /** The second-best move's score, when it was asked for (MultiPV 2) and exists. */
  second?: Eval;
}

export interface MoveReport {
  ply: number;
  san: string;
  uci: string;
  color: 'w' | 'b';
  fenBefore: string;
  /** White's win chance after the move. */
  whiteWinChance: number;
  /** The score after the move, for White. */
  whiteEval: Eval;
  winChanceLoss: number;
  accuracy: number;
  classification: Classification;
  bestSan: string | null;
  bestLine: string[];
  motifKey: string | null;
  motif: string | null;
  skill: Skill | null;
  sharpFind: boolean;
}

export interface GameReportData {
  moves: MoveReport[];
  accuracy: { w: number | null; b: number | null };
  /** The learner's moments that count for (win) or against (loss) a skill. */
  evidence: { ply: number; skill: Skill; result: 'win' | 'loss'; motif: string | null }[];
}

/** The other side's view; a checkmated side to move ("mate 0") is, for the mover, mate in 1 delivered. */
const negate = (e: Eval): Eval =>
  'mate' in e ? { mate: e.mate === 0 ? 1 : -e.mate } : { cp: -e.cp };
/** Lines shown on the report: the first six plies of the engine's best line. */
const SHOWN_LINE = 6;

/** Skill of a named moment: the theme table's first skill, else by what kind of slip it was. */
function skillOf(themes: string[], key: string): Skill {
  if (key === 'positional') return 'strategy';
  return skillsOfThemes(themes)[0] ?? 'tactics';
}

/**
 * Turns one evaluation per position (positions 0…N for a game of N plies) into the report:
 * each move's loss of win chance and class, accuracy per side, the learner's mistakes and
 * blunders named by motif, and sharp positions where the learner found the only move.
 */
export function buildReport(
  moves: readonly GameMove[],
  evals: readonly PositionEval[],
  learner: 'w' | 'b',
): GameReportData {
  if (evals.length !== moves.length + 1) throw new Error('one evaluation per position is needed');
  const out: MoveReport[] = [];
  const evidence: GameReportData['evidence'] = [];
  const acc: Record<'w' | 'b', number[]> = { w: [], b: [] };
  moves.forEach((m, i) => {
    const before = evals[i]!;
    const after = negate(evals[i + 1]!.eval);
    const playedBest = before.pv[0] === m.uci;
    // The best move cannot lose against itself: what the two searches disagree on is noise.
    const loss = playedBest ? 0 : Math.max(0, winChance(before.eval) - winChance(after));
    const accuracy = playedBest
      ? moveAccuracy(0, 0)
      : moveAccuracy(winPercent(before.eval), winPercent(after));
    acc[m.color].push(accuracy);
    const classification = classify(loss, playedBest);
    const bestLine = safeSan(m.fenBefore, before.pv.slice(0, SHOWN_LINE));
    const report: MoveReport = {
      ply: m.ply,
      san: m.san,
      uci: m.uci,
      color: m.color,
      fenBefore: m.fenBefore,
      whiteWinChance: winChance(m.color === 'w' ? after : negate(after)),
      whiteEval: m.color === 'w' ? after : negate(after),
      winChanceLoss: loss,
      accuracy,
      classification,
      bestSan: bestLine[0] ?? null,
      bestLine,
      motifKey: null,
      motif: null,
      skill: null,
      sharpFind: false,
    };
    if (m.color === learner && loss >= 0.1) {
      const prev = moves[i - 1];
      const motif = nameMistake({
        fenBeforePrevious: prev?.fenBefore ?? null,
        previousUci: prev?.uci ?? null,
        fenBefore: m.fenBefore,
        playedUci: m.uci,
        bestPv: before.pv,
        bestEval: before.eval,
        replyPv: evals[i + 1]!.pv,
        replyEval: evals[i + 1]!.eval,
      });
      report.motifKey = motif.key;
      report.motif = motif.label;
      report.skill = skillOf(motif.themes, motif.key);
      if (classification === 'mistake' || classification === 'blunder')
        evidence.push({ ply: m.ply, skill: report.skill, result: 'loss', motif: motif.label });
    } else if (m.color === learner && playedBest && before.second) {
      const gap = winChance(before.eval) - winChance(before.second);
      if (gap >= SHARP_GAP) {
        const prev = moves[i - 1];
        const themes = prev
          ? lineThemes(prev.fenBefore, [prev.uci, ...before.pv.slice(0, 3)], before.eval)
          : [];
        report.sharpFind = true;
        report.skill = skillsOfThemes(themes)[0] ?? 'calculation';
        report.motif = 'Found the only good move';
        report.motifKey = 'sharpFind';
        evidence.push({ ply: m.ply, skill: report.skill, result: 'win', motif: report.motif });
      }
    }
    out.push(report);
  });
  return { moves: out, accuracy: { w: gameAccuracy(acc.w), b: gameAccuracy(acc.b) }, evidence };
}

function safeSan(fen: string, uci: string[]): string[] {
  try {
    return uciToSan(fen, uci);
  } catch {
    return [];
  }
}
