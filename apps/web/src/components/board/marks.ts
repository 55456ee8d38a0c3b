import type { CSSProperties } from 'react';

export type MarkColor = 'green' | 'red' | 'blue' | 'yellow';
export interface BoardArrow {
  from: string;
  to: string;
  color?: MarkColor;
}
export interface BoardHighlight {
  square: string;
  color?: MarkColor;
}

const arrowColors: Record<MarkColor, string> = {
  green: 'rgb(21, 128, 61)',
  red: 'rgb(220, 38, 38)',
  blue: 'rgb(37, 99, 235)',
  yellow: 'rgb(202, 138, 4)',
};
const tints: Record<MarkColor, string> = {
  green: 'rgba(34, 197, 94, 0.55)',
  red: 'rgba(239, 68, 68, 0.55)',
  blue: 'rgba(59, 130, 246, 0.5)',
  yellow: 'rgba(250, 204, 21, 0.6)',
};

export const toArrows = (arrows: readonly BoardArrow[] = []) =>
  arrows.map((a) => ({
    startSquare: a.from,
    endSquare: a.to,
    color: arrowColors[a.color ?? 'green'],
  }));

/** Square tints as box-shadow insets, so they layer over the square colour without hiding it. */
export function toSquareStyles(
  highlights: readonly BoardHighlight[] = [],
  selected?: string | null,
  lastMove?: readonly string[],
) {
  const styles: Record<string, CSSProperties> = {};
  for (const sq of lastMove ?? [])
    styles[sq] = { boxShadow: `inset 0 0 0 999px ${tints.yellow.replace('0.6', '0.35')}` };
  for (const h of highlights)
    styles[h.square] = { boxShadow: `inset 0 0 0 999px ${tints[h.color ?? 'yellow']}` };
  if (selected) styles[selected] = { boxShadow: 'inset 0 0 0 999px rgba(20, 83, 45, 0.45)' };
  return styles;
}

/**
 * Colour is never the only signal: each mark in words, per square (for the keyboard grid) and
 * as one line under the board ("Green arrow e2 to e4. Red square f7.").
 */
export function describeMarks(
  arrows: readonly BoardArrow[] = [],
  highlights: readonly BoardHighlight[] = [],
  lastMove: readonly string[] = [],
  name: (square: string) => string = (square) => square,
) {
  const notes = new Map<string, string>();
  const add = (square: string, words: string) =>
    notes.set(square, notes.has(square) ? `${notes.get(square)}, ${words}` : words);
  for (const sq of lastMove) add(sq, 'last move');
  for (const h of highlights) add(h.square, `marked ${h.color ?? 'yellow'}`);
  for (const a of arrows) {
    add(a.from, `${a.color ?? 'green'} arrow starts here`);
    add(a.to, `${a.color ?? 'green'} arrow points here`);
  }
  const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);
  const caption = [
    ...arrows.map((a) => `${cap(a.color ?? 'green')} arrow ${name(a.from)} to ${name(a.to)}.`),
    ...highlights.map((h) => `${cap(h.color ?? 'yellow')} square: ${name(h.square)}.`),
  ].join(' ');
  return { notes, caption };
}
