import { useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn.ts';
import { squareName, squaresInView } from './describe-position.ts';
import { pieceName } from './piece-icon.tsx';

interface KeyboardGridProps {
  id: string;
  label: string;
  pieces: Map<string, string>;
  orientation: 'white' | 'black';
  coordinates: boolean;
  selected: string | null;
  targets: Set<string>;
  /** Words for what colour shows on a square (a mark, the last move). */
  notes: Map<string, string>;
  /** Enter/Space on a square; undefined makes the board read-only (still explorable). */
  onActivate?: (square: string) => void;
}

const STEP: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * The board for the keyboard and screen readers: a grid of the 64 squares over the picture,
 * one tab stop, arrow keys move across it as seen (Home/End along a row), Enter or Space picks
 * a piece up and puts it down. It lets pointer events through, so mouse and touch still reach
 * the board under it.
 */
export function KeyboardGrid(props: KeyboardGridProps) {
  const { id, pieces, orientation, coordinates, selected, targets, notes, onActivate } = props;
  const view = squaresInView(orientation);
  const [focus, setFocus] = useState<[number, number]>([7, 0]);
  const cells = useRef(new Map<string, HTMLDivElement>());

  function move(row: number, column: number) {
    const next: [number, number] = [
      Math.min(7, Math.max(0, row)),
      Math.min(7, Math.max(0, column)),
    ];
    setFocus(next);
    cells.current.get(view[next[0]]![next[1]]!)?.focus();
  }

  function onKeyDown(event: KeyboardEvent, square: string) {
    const step = STEP[event.key];
    if (step) move(focus[0] + step[0], focus[1] + step[1]);
    else if (event.key === 'Home') move(focus[0], 0);
    else if (event.key === 'End') move(focus[0], 7);
    else if ((event.key === 'Enter' || event.key === ' ') && onActivate) onActivate(square);
    else return;
    event.preventDefault();
    // Enter must not also reach the page (the exercise's Continue listens for it).
    event.stopPropagation();
  }

  return (
    <div
      role="grid"
      aria-label={props.label}
      aria-readonly={!onActivate}
      data-testid={`${id}-keyboard`}
      className="pointer-events-none absolute inset-0 z-[5] grid grid-rows-8"
    >
      {view.map((row, r) => (
        <div role="row" key={r} className="grid grid-cols-8">
          {row.map((square, c) => {
            const piece = pieces.get(square);
            const words = [
              squareName(square, orientation, coordinates),
              piece ? pieceName(piece) : 'empty',
              selected === square ? 'picked up' : null,
              targets.has(square) ? (piece ? 'can capture here' : 'can move here') : null,
              notes.get(square) ?? null,
            ];
            return (
              <div
                key={square}
                ref={(el) => {
                  if (el) cells.current.set(square, el);
                  else cells.current.delete(square);
                }}
                role="gridcell"
                tabIndex={focus[0] === r && focus[1] === c ? 0 : -1}
                aria-label={words.filter(Boolean).join(', ')}
                aria-selected={selected === square}
                data-square-key={square}
                onFocus={() => setFocus([r, c])}
                onKeyDown={(e) => onKeyDown(e, square)}
                className={cn(
                  'outline-none focus-visible:shadow-[inset_0_0_0_4px_var(--color-ink),inset_0_0_0_7px_white]',
                )}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}
