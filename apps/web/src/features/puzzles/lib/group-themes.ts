import type { PuzzleType } from '../api/puzzles-api.ts';

/** Lichess's order of theme groups; the server already sorts themes within each. */
export const groupOrder = [
  'Recommended',
  'Phases',
  'Motifs',
  'Advanced',
  'Mates',
  'Mate patterns',
  'Special moves',
  'Goals',
  'Lengths',
  'Origin',
];

export interface ThemeGroup {
  name: string;
  themes: PuzzleType[];
}

const matches = (t: PuzzleType, words: string[]) => {
  const text = `${t.name} ${t.description} ${t.key}`.toLowerCase();
  return words.every((w) => text.includes(w));
};

/** Themes grouped for display, filtered by a search (every word must match) and, unless asked, without empty themes. */
export function groupThemes(
  themes: readonly PuzzleType[],
  search: string,
  showEmpty: boolean,
): ThemeGroup[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = themes.filter((t) => (showEmpty || t.count > 0) && matches(t, words));
  const names = [
    ...groupOrder,
    ...new Set(shown.map((t) => t.group).filter((g) => !groupOrder.includes(g))),
  ];
  return names
    .map((name) => ({ name, themes: shown.filter((t) => t.group === name) }))
    .filter((g) => g.themes.length > 0);
}
