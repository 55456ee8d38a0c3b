// The puzzle theme keys of the Lichess export (including the newer keys recent exports add),
// with our own names and descriptions (theme-catalogue.json), grouped as Lichess groups them.
// The importer rejects any other key, so this is the closed vocabulary of puzzle_themes.
import rows from './theme-catalogue.json' with { type: 'json' };

export const themeGroups = [
  'Phases',
  'Motifs',
  'Advanced',
  'Mates',
  'Mate patterns',
  'Special moves',
  'Goals',
  'Lengths',
  'Origin',
] as const;
export type ThemeGroup = (typeof themeGroups)[number];

export interface ThemeInfo {
  key: string;
  name: string;
  group: ThemeGroup;
  description: string;
}

export const themeCatalogue: readonly ThemeInfo[] = rows as ThemeInfo[];
export const themeKeys: ReadonlySet<string> = new Set(themeCatalogue.map((t) => t.key));
export const isKnownTheme = (key: string): boolean => themeKeys.has(key);
