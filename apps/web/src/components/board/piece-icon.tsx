import { defaultPieces } from 'react-chessboard';
import { cn } from '../../lib/cn.ts';

/** A FEN letter ("K", "n", …) as the board's own piece picture. */
export const pieceCode = (letter: string) =>
  `${letter === letter.toUpperCase() ? 'w' : 'b'}${letter.toUpperCase()}`;

const names: Record<string, string> = {
  k: 'king',
  q: 'queen',
  r: 'rook',
  b: 'bishop',
  n: 'knight',
  p: 'pawn',
};
export const pieceName = (letter: string) =>
  `${letter === letter.toUpperCase() ? 'white' : 'black'} ${names[letter.toLowerCase()] ?? 'piece'}`;

export function PieceIcon({ letter, className }: { letter: string; className?: string }) {
  const render = defaultPieces[pieceCode(letter)];
  return (
    <span className={cn('inline-block size-10', className)} aria-hidden="true">
      {render?.({ svgStyle: { width: '100%', height: '100%' } })}
    </span>
  );
}
