import { cn } from '../../../lib/cn.ts';

const files = 'abcdefgh';

/** FEN piece placement → { e4: 'wP', … }. */
function placement(fen: string): Map<string, string> {
  const squares = new Map<string, string>();
  fen
    .split(' ')[0]!
    .split('/')
    .forEach((rank, r) => {
      let file = 0;
      for (const ch of rank) {
        if (/\d/.test(ch)) file += Number(ch);
        else {
          const color = ch === ch.toUpperCase() ? 'w' : 'b';
          squares.set(`${files[file]}${8 - r}`, `${color}${ch.toUpperCase()}`);
          file++;
        }
      }
    });
  return squares;
}

interface BoardDiagramProps {
  fen: string;
  /** Squares to tint, e.g. the last move or the key square of a tactic. */
  highlight?: string[];
  label: string;
  className?: string;
}

/**
 * A static, non-interactive board for illustrations (the play board lives in the features).
 * Pieces come from the static sprite public/pieces.svg, so the marketing pages load no board library.
 */
export function BoardDiagram({ fen, highlight = [], label, className }: BoardDiagramProps) {
  const pieces = placement(fen);
  const cells = [];
  for (let rank = 8; rank >= 1; rank--) {
    for (let f = 0; f < 8; f++) {
      const square = `${files[f]}${rank}`;
      const dark = (rank + f) % 2 === 1;
      const piece = pieces.get(square);
      cells.push(
        <div
          key={square}
          className={cn(
            'relative aspect-square',
            highlight.includes(square)
              ? dark
                ? 'bg-[#b9ca43]'
                : 'bg-[#f5f682]'
              : dark
                ? 'bg-board-dark'
                : 'bg-board-light',
          )}
        >
          {piece && (
            <svg viewBox="0 0 45 45" aria-hidden="true" className="absolute inset-0 size-full">
              <use href={`/pieces.svg#${piece}`} />
            </svg>
          )}
        </div>,
      );
    }
  }
  return (
    <div
      role="img"
      aria-label={label}
      className={cn(
        'grid grid-cols-8 overflow-hidden rounded-xl shadow-lg ring-4 ring-white',
        className,
      )}
    >
      {cells}
    </div>
  );
}
