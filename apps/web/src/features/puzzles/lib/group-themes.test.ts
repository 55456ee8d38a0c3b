import { describe, expect, it } from 'vitest';
import type { PuzzleType } from '../api/puzzles-api.ts';
import { groupThemes } from './group-themes.ts';

const t = (key: string, group: string, count: number, description = ''): PuzzleType => ({
  key,
  name: key,
  group,
  count,
  description,
});
const themes = [
  t('fork', 'Motifs', 4, 'One piece attacks two'),
  t('mix', 'Recommended', 100),
  t('mateIn1', 'Mates', 10),
  t('pin', 'Motifs', 0),
  t('custom', 'Other', 1),
];

describe('grouping themes', () => {
  it('keeps Lichess’s group order and puts unknown groups last', () => {
    expect(groupThemes(themes, '', false).map((g) => g.name)).toEqual([
      'Recommended',
      'Motifs',
      'Mates',
      'Other',
    ]);
  });
  it('hides empty themes unless asked', () => {
    expect(
      groupThemes(themes, '', false)
        .find((g) => g.name === 'Motifs')
        ?.themes.map((x) => x.key),
    ).toEqual(['fork']);
    expect(
      groupThemes(themes, '', true)
        .find((g) => g.name === 'Motifs')
        ?.themes.map((x) => x.key),
    ).toEqual(['fork', 'pin']);
  });
  it('searches names and descriptions, every word must match', () => {
    expect(
      groupThemes(themes, 'attacks TWO', false).flatMap((g) => g.themes.map((x) => x.key)),
    ).toEqual(['fork']);
    expect(groupThemes(themes, 'attacks three', false)).toEqual([]);
  });
});
