// What players at the learner's level do (issue 36): for each flagged move of the learner, the
// share of players at that rating who play it and who find the engine's best, by the Maia nets.
import { eq } from 'drizzle-orm';
import { Chess } from 'chess.js';
import type { MoveReport } from '@ascend/chess';
import { type HumanModel, type MaiaRating, loadModel, nearestRating } from '@ascend/human/node';
import type { DbExecutor } from '../../db/client.ts';
import { userPuzzleStats } from '../../db/schema/index.ts';

/**
 * A flagged move is "common at your level" when at least this share of players at the
 * learner's rating play it; the same 10 % from which issue 38 calls a wrong move a
 * misconception. Below it, most such players avoid the mistake.
 */
export const HUMAN_COMMON_SHARE = 0.1;

/** The rating used when neither the game nor the app knows the learner's. */
export const DEFAULT_HUMAN_RATING = 1500;

/** A puzzle rating counts as the learner's level once Glicko-2 is this sure of it. */
const SETTLED_PUZZLE_RD = 150;

const FLAGGED = new Set(['inaccuracy', 'mistake', 'blunder']);

/** Loaded once per process and rating: parsing a net takes far longer than a prediction. */
const models = new Map<MaiaRating, HumanModel>();
function model(rating: MaiaRating): HumanModel {
  let m = models.get(rating);
  if (!m) models.set(rating, (m = loadModel(rating)));
  return m;
}

/** An Elo from a PGN header ("1534"), or null for "?", "-", blanks and nonsense. */
function headerElo(value: string | undefined): number | null {
  if (!value || !/^\s*\d{3,4}\s*$/.test(value)) return null;
  const elo = Number(value);
  return elo >= 400 && elo <= 3500 ? elo : null;
}

/**
 * The learner's level: their Elo in the game's own headers (WhiteElo or BlackElo for their
 * side) when present, else their puzzle rating once it has settled (deviation under 150),
 * else 1500. Returns the Maia net nearest to it (1100…1900).
 */
export async function learnerHumanRating(
  db: DbExecutor,
  userId: number,
  headers: Record<string, string>,
  learner: 'w' | 'b',
): Promise<MaiaRating> {
  const fromGame = headerElo(headers[learner === 'w' ? 'WhiteElo' : 'BlackElo']);
  if (fromGame !== null) return nearestRating(fromGame);
  const [puzzles] = await db
    .select({ rating: userPuzzleStats.rating, rd: userPuzzleStats.rd })
    .from(userPuzzleStats)
    .where(eq(userPuzzleStats.userId, userId));
  if (puzzles && puzzles.rd < SETTLED_PUZZLE_RD) return nearestRating(puzzles.rating);
  return nearestRating(DEFAULT_HUMAN_RATING);
}

export interface HumanFrequency {
  /** Share of players at the rating who play the learner's move, 0…1. */
  played: number;
  /** Share who play the engine's best move, or null when the report names none. */
  best: number | null;
}

/** The engine's best move (SAN in the report) as UCI, to look it up among the predictions. */
function bestUci(fenBefore: string, bestSan: string | null): string | null {
  if (!bestSan) return null;
  try {
    const m = new Chess(fenBefore).move(bestSan);
    return m.from + m.to + (m.promotion ?? '');
  } catch {
    return null;
  }
}

/**
 * For each of the learner's inaccuracies, mistakes and blunders (by ply): how often players at
 * `rating` play that move and the best one, predicted with the game's real history (the moves
 * from `startFen` up to the position before it).
 */
export function humanFrequencies(
  startFen: string,
  moves: readonly Pick<
    MoveReport,
    'ply' | 'uci' | 'color' | 'classification' | 'fenBefore' | 'bestSan'
  >[],
  learner: 'w' | 'b',
  rating: MaiaRating,
): Map<number, HumanFrequency> {
  const net = model(rating);
  const out = new Map<number, HumanFrequency>();
  moves.forEach((m, i) => {
    if (m.color !== learner || !FLAGGED.has(m.classification)) return;
    const predicted = net.predict({ fen: startFen, moves: moves.slice(0, i).map((x) => x.uci) });
    const share = (uci: string | null) =>
      uci === null ? null : (predicted.find((p) => p.uci === uci)?.p ?? 0);
    out.set(m.ply, { played: share(m.uci) ?? 0, best: share(bestUci(m.fenBefore, m.bestSan)) });
  });
  return out;
}

const share = (n: number | null) => (n === null ? null : Math.round(n * 1000) / 1000);

/** A stored move's frequencies for the report, or null (not flagged, or an older report). */
export function moveHuman(m: {
  humanPlayed: number | null;
  humanBest: number | null;
}): HumanFrequency | null {
  return m.humanPlayed === null
    ? null
    : { played: share(m.humanPlayed)!, best: share(m.humanBest) };
}

/**
 * The report's summary: of the learner's flagged moves, how many are common at their level
 * (at least HUMAN_COMMON_SHARE of players there make them) and how many most avoid.
 */
export function humanSummary(
  rating: number | null,
  moves: readonly { humanPlayed: number | null }[],
): { rating: number; common_share: number; common: number; rare: number } | null {
  if (rating === null) return null;
  const flagged = moves.flatMap((m) => (m.humanPlayed === null ? [] : [share(m.humanPlayed)!]));
  const common = flagged.filter((p) => p >= HUMAN_COMMON_SHARE).length;
  return { rating, common_share: HUMAN_COMMON_SHARE, common, rare: flagged.length - common };
}
