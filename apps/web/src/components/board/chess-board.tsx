import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Chessboard } from 'react-chessboard';
import { cn } from '../../lib/cn.ts';
import { prefersReducedMotion, useBoardAnnouncer, useQuietPieces } from './board-a11y.ts';
import { describePosition, piecesOf, squareName } from './describe-position.ts';
import { KeyboardGrid } from './keyboard-grid.tsx';
import {
  describeMarks,
  toArrows,
  toSquareStyles,
  type BoardArrow,
  type BoardHighlight,
} from './marks.ts';
import { MoveBox } from './move-box.tsx';
import { pieceName } from './piece-icon.tsx';
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
  /** Shown right under the board, above its buttons and move box (Play: the learner's clock). */
  footer?: ReactNode;
}

function readCoordsPreference(): boolean {
  try {
    return localStorage.getItem(COORDS_KEY) !== 'false';
  } catch {
    return true;
  }
}

const small =
  'text-xs font-medium text-muted hover:text-ink focus-visible:outline-3 focus-visible:outline-brand-400';

/**
 * The one place that talks to react-chessboard; everything else speaks squares and UCI. The
 * picture takes the pointer; a keyboard grid over it, a move box and a live region make the
 * same board playable by keyboard and screen reader (docs/decisions/0017).
 */
export function ChessBoard(props: ChessBoardProps) {
  const { id, position, orientation = 'white', coordinates = true } = props;
  const { onMove, onSquareClick, label, className, children, footer } = props;
  const input = useMoveInput(onMove ? position : null, onMove);
  const [showCoords, setShowCoords] = useState(readCoordsPreference);
  const [animate] = useState(() => !prefersReducedMotion());
  const picture = useRef<HTMLDivElement>(null);
  useQuietPieces(picture);
  const announcer = useBoardAnnouncer(position, orientation);
  const styles = toSquareStyles(props.highlights, input.selected, props.lastMove);
  const pieces = useMemo(() => piecesOf(position), [position]);
  const name = (square: string) => squareName(square, orientation, coordinates);
  const marks = describeMarks(props.arrows, props.highlights, props.lastMove, name);

  function toggleCoords() {
    setShowCoords((v) => {
      localStorage.setItem(COORDS_KEY, String(!v));
      return !v;
    });
  }

  function activate(square: string) {
    if (!onMove) return onSquareClick?.(square);
    const piece = pieces.get(square);
    if (input.selected && input.targets.has(square)) {
      // The move itself is announced when the new position arrives.
    } else if (piece && input.movable(square) && input.selected !== square) {
      const to = input.targetsOf(square).map(name).join(', ');
      announcer.say(`Picked up ${pieceName(piece)} on ${name(square)}. It can go to ${to}.`);
    } else if (input.selected) {
      announcer.say('Put back.');
    } else {
      announcer.say(piece ? `The ${pieceName(piece)} on ${name(square)} has no move.` : 'Empty.');
    }
    input.clickSquare(square);
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
        <div ref={picture} aria-hidden="true">
          <Chessboard
            options={{
              id,
              position,
              boardOrientation: orientation,
              showNotation: coordinates && showCoords,
              showAnimations: animate,
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
              onPieceDrop: ({ sourceSquare, targetSquare }) =>
                input.drop(sourceSquare, targetSquare),
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
        </div>
        <KeyboardGrid
          id={id}
          label={`${label}. Arrow keys move across the squares; Enter or Space picks up and puts down.`}
          pieces={pieces}
          orientation={orientation}
          coordinates={coordinates}
          selected={input.selected}
          targets={input.targets}
          notes={marks.notes}
          onActivate={onMove || onSquareClick ? activate : undefined}
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
      {footer && <div className="mt-2">{footer}</div>}
      {marks.caption && <p className="mt-1 text-xs text-muted">{marks.caption}</p>}
      <p role="status" aria-live="polite" className="sr-only" data-testid={`${id}-announcer`}>
        {announcer.message}
      </p>
      <div className="mt-1 flex flex-wrap gap-x-4">
        {coordinates && (
          <button type="button" onClick={toggleCoords} aria-pressed={showCoords} className={small}>
            {showCoords ? 'Hide coordinates' : 'Show coordinates'}
          </button>
        )}
        <button
          type="button"
          className={small}
          onClick={() => announcer.say(describePosition(position, name))}
        >
          Read the position
        </button>
      </div>
      {onMove && (
        <MoveBox
          fen={position}
          onMove={(uci) => input.attempt(uci.slice(0, 2), uci.slice(2, 4), uci[4])}
        />
      )}
    </div>
  );
}
