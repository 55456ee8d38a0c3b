import { readFileSync } from 'node:fs';
import { Chess } from 'chess.js';
import { strategyDetectors } from '../../../packages/chess/src/ideas/strategy.ts';
import type { Pick } from './slots.ts';
import type { StrategyPick } from './mine-strategy.ts';

/*
 * The strategy lessons' positions (picks/strategy.json, mined by mine-strategy.ts from the
 * Lichess puzzle sample, CC0, and kept only where the idea's move is clearly the engine's best).
 */
const store = JSON.parse(
  readFileSync(new URL('./strategy.json', import.meta.url), 'utf8'),
) as Record<string, StrategyPick[]>;

/** Positions `start`…`start + n − 1` of an idea's list (those that show it by the move alone, and pass `only`). */
export function strategyPicks(
  idea: string,
  start: number,
  n: number,
  only: (p: StrategyPick) => boolean = () => true,
): StrategyPick[] {
  // The exercise is the one move, so the move alone must show the idea (no help from the line).
  const shows = (p: StrategyPick) =>
    !!strategyDetectors[idea]?.({ fen: p.fen, move: p.move, line: [p.move] });
  // A board that starts in check asks for the answer to the check, not the idea (issue 38).
  const list = (store[idea] ?? []).filter(
    (p) => shows(p) && only(p) && !new Chess(p.fen).inCheck(),
  );
  const out = list.slice(start, start + n);
  if (out.length < n)
    throw new Error(
      `picks/strategy.json: ${idea} has ${list.length} positions, ${start + n} needed`,
    );
  return out;
}

/** The same position as a kit Pick: the one move is the exercise (the line is only told). */
export const asPick = (p: StrategyPick): Pick => ({
  id: p.id,
  rating: p.rating,
  fen: p.fen,
  solution: [p.move],
  mate: false,
  themes: p.themes,
});
