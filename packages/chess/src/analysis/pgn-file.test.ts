import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_GAMES, playedAt, readPgnFile, splitPgnGames } from './pgn-file.ts';

const game = (white: string, black: string, moves: string, extra: Record<string, string> = {}) =>
  [
    ...Object.entries({
      Event: 'Rated blitz game',
      White: white,
      Black: black,
      Result: '1-0',
      UTCDate: '2026.11.20',
      UTCTime: '18:30:05',
      ...extra,
    }).map(([k, v]) => `[${k} "${v}"]`),
    '',
    moves,
    '',
  ].join('\n');

/** The i-th of many different 12-ply games: two first moves chosen by i, then the first legal moves. */
function distinctMoves(i: number): string {
  const chess = new Chess();
  chess.move(chess.moves().sort()[i % 20]!);
  chess.move(chess.moves().sort()[Math.floor(i / 20)]!);
  for (let k = 0; k < 10; k++) chess.move(chess.moves().sort()[0]!);
  return chess.pgn().split('\n\n')[1]!;
}

const RUY =
  '1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:03:00] } 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 1-0';
const SCHOLAR = '1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0';

describe('a PGN file of many games', () => {
  it('splits at each header block, not at clock comments', () => {
    const text = game('ana', 'bo', RUY) + '\n' + game('bo', 'ana', SCHOLAR);
    const parts = splitPgnGames(text);
    expect(parts).toHaveLength(2);
    expect(parts[0]).toContain('[%clk 0:03:00]');
    expect(parts[1]).toContain('Qxf7#');
  });

  it('keeps the player’s standard games with their side and lists the rest with the reason', () => {
    const text = [
      game('Ana', 'bo', RUY),
      game('bo', 'ANA', SCHOLAR, { Result: '1-0', UTCDate: '2026.11.21' }),
      game('cy', 'bo', RUY),
      game('ana', 'bo', RUY, { Variant: 'Chess960' }),
      game('ana', 'bo', '', { Result: '*', Termination: 'Abandoned' }),
      game('ana', 'bo', '*', { Result: '*' }),
      game('ana', 'bo', RUY),
      game('ana', 'bo', '1. e4 e5 2. Ke3 *'),
    ].join('\n');
    const { games, skipped } = readPgnFile(text, 'ana');
    expect(games.map((g) => [g.index, g.color, g.parsed.moves.length])).toEqual([
      [1, 'w', 12],
      [2, 'b', 7],
    ]);
    expect(games[1]!.playedAt).toEqual(new Date('2026-11-21T18:30:05Z'));
    expect(skipped.map((s) => [s.index, s.reason])).toEqual([
      [3, 'player_not_in_game'],
      [4, 'variant'],
      [5, 'aborted'],
      [6, 'no_moves'],
      [7, 'duplicate'],
      [8, 'unreadable'],
    ]);
    expect(skipped[1]!.message).toBe('Chess960 is a variant; Orion analyses standard chess only.');
    expect(skipped[5]!.message).toBe('Move 2 for White, Ke3, is not legal in that position.');
  });

  it('imports at most MAX_IMPORT_GAMES and lists the rest as over the limit', () => {
    const many = Array.from({ length: MAX_IMPORT_GAMES + 2 }, (_, i) =>
      game('ana', 'bo', RUY, { Round: String(i) }).replace(
        '6. Re1 b5',
        i % 2 ? '6. Re1 b5' : '6. Re1 d6',
      ),
    );
    // Half the games repeat the other half's moves: duplicates first, then the limit.
    const { games, skipped } = readPgnFile(many.join('\n'), 'ana');
    expect(games).toHaveLength(2);
    expect(skipped.filter((s) => s.reason === 'duplicate')).toHaveLength(MAX_IMPORT_GAMES);
    const distinct = Array.from({ length: MAX_IMPORT_GAMES + 3 }, (_, i) =>
      game('ana', 'bo', distinctMoves(i)),
    );
    const read = readPgnFile(distinct.join('\n'), 'ana');
    expect(read.games).toHaveLength(MAX_IMPORT_GAMES);
    expect(read.skipped.map((s) => s.reason)).toEqual(['over_limit', 'over_limit', 'over_limit']);
  });

  it('reads when a game was played', () => {
    expect(playedAt({ UTCDate: '2026.01.02', UTCTime: '03:04:05' })).toEqual(
      new Date('2026-01-02T03:04:05Z'),
    );
    expect(playedAt({ Date: '2025.12.31' })).toEqual(new Date('2025-12-31T00:00:00Z'));
    expect(playedAt({ Date: '????.??.??' })).toBeNull();
  });
});
