import { PieceIcon, pieceName } from './piece-icon.tsx';

interface PromotionPickerProps {
  color: 'w' | 'b';
  onPick: (piece: 'q' | 'r' | 'b' | 'n') => void;
  onCancel: () => void;
}

/** Chooses the piece a pawn becomes; it covers the board until a piece is picked or it is dismissed. */
export function PromotionPicker({ color, onPick, onCancel }: PromotionPickerProps) {
  const pieces = ['q', 'r', 'b', 'n'] as const;
  return (
    <div
      className="absolute inset-0 z-10 grid place-items-center bg-black/45"
      onClick={onCancel}
      role="presentation"
    >
      <div
        role="dialog"
        aria-label="Promote the pawn to"
        className="rounded-2xl bg-white p-3 shadow-2xl"
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          e.stopPropagation();
          if (e.key === 'Escape') onCancel();
        }}
      >
        <p className="px-1 pb-2 text-center text-sm font-semibold text-ink">Promote to</p>
        <div className="flex gap-2">
          {pieces.map((p) => {
            const letter = color === 'w' ? p.toUpperCase() : p;
            return (
              <button
                key={p}
                type="button"
                // Keyboard play lands here after choosing a promoting move.
                autoFocus={p === 'q'}
                aria-label={pieceName(letter).replace(/^(white|black) /, '')}
                onClick={() => onPick(p)}
                className="grid size-16 place-items-center rounded-xl bg-slate-100 hover:bg-brand-100 focus-visible:outline-3 focus-visible:outline-brand-400"
              >
                <PieceIcon letter={letter} className="size-14" />
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
