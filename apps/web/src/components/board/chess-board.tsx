import { useState, type ReactNode } from 'react';
import { Chessboard } from 'react-chessboard';
import { cn } from '../../lib/cn.ts';
import { toArrows, toSquareStyles, type BoardArrow, type BoardHighlight } from './marks.ts';
import { PromotionPicker } from './promotion-picker.tsx';
import { useMoveInput } from './use-move-input.ts';

export type { BoardArrow, BoardHighlight, MarkColor } from './marks.ts';

const COORDS_KEY = 'board-coordinates';

export interface ChessBoardProps {
  /** Becomes the DOM id prefix: squares are `#{id}-square-e4` (also `[data-square="e4"]`). */
  id: string;
  /** A FEN, or only its piece-placement field for boards nobody plays on. */
  position: string;
  orientation?: 'white' | 'black';
  /** false hides coordinates with no way to show them (visualisation drills). */
  coordinates?: boolean;
  arrows?: readonly BoardArrow[];
  highlights?: readonly BoardHighlight[];
  /** The last move's squares, tinted so a reply is easy to follow. */
  lastMove?: readonly string[];
  /** Makes the board playable for the side to move in `position`: legal moves only, as UCI. */
  onMove?: (uci: string) => void;
  /** Plain square clicks, for boards that are answered by pointing (find a square, place a piece). */
  onSquareClick?: (square: string) => void;
  label: string;
  className?: string;
  children?: ReactNode;
}

function readCoordsPreference(): boolean {
  try {
    return localStorage.getItem(COORDS_KEY) !== 'false';
  } catch {
    return true;
  }
}

/** The one place that talks to react-chessboard; everything else speaks squares and UCI. */
export function ChessBoard(props: ChessBoardProps) {
  const {
    id,
    position,
    orientation = 'white',
    coordinates = true,
    onMove,
    onSquareClick,
    label,
    className,
    children,
  } = props;
  const input = useMoveInput(onMove ? position : null, onMove);
  const [showCoords, setShowCoords] = useState(readCoordsPreference);
  const styles = toSquareStyles(props.highlights, input.selected, props.lastMove);

  function toggleCoords() {
    setShowCoords((v) => {
      localStorage.setItem(COORDS_KEY, String(!v));
      return !v;
    });
  }

  return (
    <div className={cn('mx-auto w-full', className)}>
      <div
        role="group"
        aria-label={label}
        data-testid={`${id}-board`}
        data-fen={position}
        className="relative overflow-hidden rounded-xl shadow-[0_6px_0_rgba(0,0,0,0.12)] ring-1 ring-black/10"
      >
        <Chessboard
          options={{
            id,
            position,
            boardOrientation: orientation,
            showNotation: coordinates && showCoords,
            showAnimations: true,
            animationDurationInMs: 180,
            allowDragging: Boolean(onMove),
            allowDrawingArrows: false,
            dragActivationDistance: 4,
            arrows: toArrows(props.arrows),
            clearArrowsOnPositionChange: false,
            darkSquareStyle: { backgroundColor: 'var(--color-board-dark)' },
            lightSquareStyle: { backgroundColor: 'var(--color-board-light)' },
            dropSquareStyle: { boxShadow: 'inset 0 0 0 4px rgba(20, 83, 45, 0.6)' },
            canDragPiece: ({ square }) => input.canDrag(square),
            onPieceDrag: ({ square }) => input.startDrag(square),
            onPieceDrop: ({ sourceSquare, targetSquare }) => input.drop(sourceSquare, targetSquare),
            onSquareClick: ({ square }) =>
              onMove ? input.clickSquare(square) : onSquareClick?.(square),
            squareRenderer: ({ piece, square, children: inner }) => (
              <div className="relative size-full" style={styles[square]}>
                {inner}
                {input.targets.has(square) && (
                  <span
                    data-testid="legal-move"
                    aria-hidden="true"
                    className={cn(
                      'pointer-events-none absolute inset-0 m-auto rounded-full',
                      piece
                        ? 'size-full ring-[5px] ring-inset ring-black/25'
                        : 'size-[30%] bg-black/25',
                    )}
                  />
                )}
              </div>
            ),
          }}
        />
        {input.promotion && (
          <PromotionPicker
            color={input.promotion.color}
            onPick={input.pickPromotion}
            onCancel={input.cancelPromotion}
          />
        )}
        {children}
      </div>
      {coordinates && (
        <button
          type="button"
          onClick={toggleCoords}
          aria-pressed={showCoords}
          className="mt-1 text-xs font-medium text-muted hover:text-ink"
        >
          {showCoords ? 'Hide coordinates' : 'Show coordinates'}
        </button>
      )}
    </div>
  );
}
