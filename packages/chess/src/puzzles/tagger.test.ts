import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tagPuzzle, type PuzzleGoal } from './tagger.ts';
import { isKnownTheme } from './theme-catalogue.ts';

// Measures the rule-based tagger against the themes Lichess gave to real puzzles (the committed
// CC0 fixture in fixtures/lichess-puzzles, every theme and rating band). Exact keys must agree
// almost always; motif detectors are heuristics and must at least be right most of the times
// they fire.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const rows = readFileSync(
  path.resolve(repoRoot, 'fixtures/lichess-puzzles/puzzles-2000.csv'),
  'utf8',
)
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','));

const goals: PuzzleGoal[] = ['mate', 'crushing', 'advantage', 'equality'];
const counts = new Map<string, { agree: number; fired: number; present: number }>();
for (const f of rows) {
  const lichess = new Set(f[7]!.split(' '));
  const goal = goals.find((g) => lichess.has(g));
  if (!goal) continue;
  const mine = new Set(tagPuzzle(f[1]!, f[2]!.split(' '), goal));
  for (const key of new Set([...mine, ...lichess])) {
    const c = counts.get(key) ?? { agree: 0, fired: 0, present: 0 };
    if (mine.has(key)) c.fired++;
    if (lichess.has(key)) c.present++;
    if (mine.has(key) && lichess.has(key)) c.agree++;
    counts.set(key, c);
  }
}
const precision = (key: string) => counts.get(key)!.agree / counts.get(key)!.fired;
const recall = (key: string) => counts.get(key)!.agree / counts.get(key)!.present;

describe('tagPuzzle against 2,000 Lichess-tagged puzzles', () => {
  it.each([
    'mateIn1',
    'mateIn2',
    'mateIn3',
    'oneMove',
    'short',
    'long',
    'veryLong',
    'promotion',
    'underPromotion',
    'castling',
    'enPassant',
    'advancedPawn',
    'doubleCheck',
    'smotheredMate',
    'endgame',
    'pawnEndgame',
    'rookEndgame',
  ])('%s agrees at least 97% both ways', (key) => {
    expect(precision(key)).toBeGreaterThanOrEqual(0.97);
    expect(recall(key)).toBeGreaterThanOrEqual(0.97);
  });

  it.each([
    'fork',
    'hangingPiece',
    'pin',
    'skewer',
    'discoveredAttack',
    'sacrifice',
    'backRankMate',
    'arabianMate',
    'dovetailMate',
    'quietMove',
    'middlegame',
    'opening',
    'attackingF2F7',
  ])('%s is right at least 60% of the times it fires', (key) =>
    expect(precision(key)).toBeGreaterThanOrEqual(0.6),
  );

  it('only ever emits known theme keys', () => {
    expect([...counts.keys()].filter((k) => counts.get(k)!.fired > 0 && !isKnownTheme(k))).toEqual(
      [],
    );
  });
});
