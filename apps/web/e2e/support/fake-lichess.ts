import type { FakeGame } from '../../../server/test/support/orion-accounts/fake-sites.ts';

/*
 * The public Lichess account the Orion account journey links (orion-account-journey.spec.ts).
 * start-server.mjs starts the fake Lichess of the server's tests (fake-sites.ts) with this
 * player, and points the e2e server's LICHESS_API_URL at it. Three short games, so the three
 * analyses a new learner's 30 credits pay for finish in seconds at the server's depth.
 */
export const JOURNEY_PLAYER = 'NoraJourney';

const DAY = 86_400_000;

export function journeyGames(now = Date.now()): FakeGame[] {
  return [
    // Black walks into Scholar's mate: 3...Nf6?? allows 4. Qxf7#. A blitz loss, and the
    // mistake the journey fixes in review (3...g6 defends f7).
    {
      id: 'jrnyMate',
      white: 'opponent1',
      black: JOURNEY_PLAYER,
      moves: '1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#',
      result: '1-0',
      playedAt: new Date(now - 1 * DAY),
      speed: 'blitz',
    },
    // A closed Ruy Lopez as White, drawn at rapid.
    {
      id: 'jrnyRuyL',
      white: JOURNEY_PLAYER,
      black: 'opponent2',
      moves:
        '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7',
      result: '1/2-1/2',
      playedAt: new Date(now - 2 * DAY),
      speed: 'rapid',
    },
    // A Najdorf as Black, won at blitz when White resigns.
    {
      id: 'jrnySicN',
      white: 'opponent3',
      black: JOURNEY_PLAYER,
      moves: '1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be2 e5',
      result: '0-1',
      playedAt: new Date(now - 3 * DAY),
      speed: 'blitz',
    },
  ];
}
