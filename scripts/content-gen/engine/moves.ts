import { Chess, type Move } from 'chess.js';
import type { Score } from '@ascend/engine';

/** A capture or a check: the moves a learner looks at first, and can spot without the board. */
export const isForcing = (m: Move) => !!m.captured || /[+#]/.test(m.san);
/** A move's label without its check or mate mark (issue 38: the option must not give it away). */
export const withoutMarks = (text: string) => text.replace(/[+#](?=[!?]*$)/, '');
export const uciOf = (m: Move) => `${m.from}${m.to}${m.promotion ?? ''}`;

export function legalMoves(fen: string): Move[] {
  return new Chess(fen).moves({ verbose: true });
}
export function moveOf(fen: string, uci: string): Move | undefined {
  return legalMoves(fen).find((m) => uciOf(m) === uci);
}
export function sanToUci(fen: string, san: string): string | undefined {
  const clean = san.replace(/[!?]+$/, '');
  const m = legalMoves(fen).find((x) => x.san === clean || x.san.replace(/[+#]$/, '') === clean);
  return m && uciOf(m);
}

/** An engine score seen from the other side: after the learner's move the opponent is to move. */
export function flip(s: Score): Score {
  if (s.type === 'cp') return { type: 'cp', value: -s.value };
  return { type: 'mate', value: -s.value };
}
