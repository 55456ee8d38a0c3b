import { describe, expect, it } from 'vitest';
import { LEAGUE_TIERS, leagueTierName, leagueZones } from './leagues.ts';

describe('league zones', () => {
  it.each([
    // [members, tier, promote, demote]
    [30, 5, 7, 5],
    [12, 5, 7, 5],
    [11, 5, 6, 2],
    [4, 5, 2, 1],
    [3, 5, 2, 0],
    [1, 5, 1, 0],
    [30, 1, 7, 0],
    [30, 10, 0, 5],
    [1, 10, 0, 0],
  ])('%i members in tier %i: %i up, %i down', (members, tier, promote, demote) => {
    expect(leagueZones(members, tier)).toEqual({ promote, demote });
  });

  it('never lets the zones overlap', () => {
    for (let n = 1; n <= 30; n += 1) {
      const { promote, demote } = leagueZones(n, 5);
      expect(promote + demote).toBeLessThanOrEqual(n);
    }
  });

  it('names ten tiers, Pawn first and Grandmaster last', () => {
    expect(LEAGUE_TIERS).toHaveLength(10);
    expect([leagueTierName(1), leagueTierName(2), leagueTierName(10)]).toEqual([
      'Pawn',
      'Knight',
      'Grandmaster',
    ]);
  });
});
