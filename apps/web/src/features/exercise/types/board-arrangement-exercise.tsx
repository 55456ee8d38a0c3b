import { useState } from 'react';
import { Eraser } from 'lucide-react';
import { expandPlacement } from '@ascend/chess';
import { ChessBoard } from '../../../components/board/chess-board.tsx';
import { PieceIcon, pieceName } from '../../../components/board/piece-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { boardSize, Prompt } from '../components/prompt.tsx';
import type { ExerciseProps } from './exercise-props.ts';

const FILES = 'abcdefgh';
const indexOf = (square: string) => (8 - Number(square[1])) * 8 + FILES.indexOf(square[0]!);

/** 64 cells (a8…h1, "." for empty) back to a FEN placement field. */
export function toPlacement(cells: readonly string[]): string {
  const ranks: string[] = [];
  for (let r = 0; r < 8; r++) {
    ranks.push(
      cells
        .slice(r * 8, r * 8 + 8)
        .join('')
        .replace(/\.+/g, (run) => String(run.length)),
    );
  }
  return ranks.join('/');
}

/** Build a position: pick a piece (or the eraser) from the palette, then tap squares. */
export function BoardArrangementExercise({
  exercise,
  answer,
  onAnswer,
}: ExerciseProps<'board_arrangement'>) {
  const { prompt, start_fen, palette } = exercise.payload;
  const [cells, setCells] = useState(
    () => expandPlacement(start_fen) ?? Array<string>(64).fill('.'),
  );
  const [tool, setTool] = useState<string>(palette[0]!);
  const placement = toPlacement(cells);

  function tap(square: string) {
    if (answer) return;
    const i = indexOf(square);
    const next = [...cells];
    // Tapping a square that already holds the chosen piece takes it off again.
    next[i] = tool === 'erase' || cells[i] === tool ? '.' : tool;
    setCells(next);
  }

  const toolButton = (value: string, label: string, content: React.ReactNode) => (
    <button
      key={value}
      type="button"
      aria-label={label}
      aria-pressed={tool === value}
      disabled={Boolean(answer)}
      onClick={() => setTool(value)}
      className={cn(
        'grid size-14 place-items-center rounded-xl border-2 border-b-4 transition',
        tool === value
          ? 'border-brand-500 bg-brand-100'
          : 'border-slate-200 bg-white hover:border-brand-300',
      )}
    >
      {content}
    </button>
  );

  // One grid: on phones prompt, palette, board, then Check; on desktops the board takes the right column.
  return (
    <div className="grid gap-4 lg:grid-cols-[2fr_3fr] lg:gap-x-10">
      <div className="lg:col-start-1 lg:row-start-1">
        <Prompt kicker="Set up the board">{prompt}</Prompt>
        <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Pieces">
          {[...new Set(palette)].map((p) =>
            toolButton(p, `Place ${pieceName(p)}`, <PieceIcon letter={p} className="size-11" />),
          )}
          {toolButton(
            'erase',
            'Remove pieces',
            <Eraser aria-hidden="true" className="size-7 text-slate-600" />,
          )}
        </div>
      </div>
      <ChessBoard
        id="arrangement"
        position={placement}
        onSquareClick={tap}
        label="Tap squares to place pieces"
        className={`${boardSize} lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mx-0`}
      />
      {!answer && (
        <Button
          variant="secondary"
          className="w-full lg:col-start-1 lg:row-start-2 lg:self-start"
          onClick={() => onAnswer({ placement })}
        >
          Check position
        </Button>
      )}
    </div>
  );
}
