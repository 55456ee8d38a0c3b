import { describe, expect, it } from 'vitest';
import { isKnownTheme, themeCatalogue, themeGroups } from './theme-catalogue.ts';

describe('theme catalogue', () => {
  it('holds the 62 keys of the sample and the 11 newer keys, each once, in a Lichess group', () => {
    expect(themeCatalogue).toHaveLength(73);
    expect(new Set(themeCatalogue.map((t) => t.key)).size).toBe(73);
    for (const t of themeCatalogue) expect(themeGroups).toContain(t.group);
    for (const key of [
      'cornerMate',
      'swallowstailMate',
      'discoveredCheck',
      'collinearMove',
      'fork',
      'mateIn5',
    ]) {
      expect(isKnownTheme(key)).toBe(true);
    }
  });

  it('does not treat selectors or legacy labels as puzzle themes', () => {
    for (const key of ['mix', 'checkFirst', 'overloading', 'matingNet', 'collinear'])
      expect(isKnownTheme(key)).toBe(false);
  });
});
