import { useState } from 'react';
import { uciToSan, visualSolution } from '@ascend/chess';
import { ChessBoard, type BoardHighlight } from '../../../components/board/chess-board.tsx';
import { cn } from '../../../lib/cn.ts';
import { boardSize, Prompt } from '../components/prompt.tsx';
import { diagramSide, type ExerciseProps } from './exercise-props.ts';

const EMPTY = '8/8/8/8/8/8/8/8';
const choice =
  'min-h-12 rounded-xl border-2 border-b-4 font-bold text-lg transition disabled:opacity-70';
const idle = 'border-slate-200 bg-white hover:border-brand-300 hover:bg-brand-50';
const picked = 'border-brand-500 bg-brand-100 text-brand-800';

/** Board vision drills; the board never shows coordinates here — seeing them would give it away. */
export function VisualExercise({ exercise, answer, onAnswer }: ExerciseProps<'visual_type'>) {
  const payload = exercise.payload;
  const solution = visualSolution(payload);
  const given = answer?.value as { square?: string; color?: string } | undefined;
  const [file, setFile] = useState<string | null>(null);

  const marks: BoardHighlight[] = [];
  if (payload.mode === 'name_square') marks.push({ square: payload.square, color: 'blue' });
  if (answer && given?.square && payload.mode !== 'name_square')
    marks.push({ square: given.square, color: answer.correct ? 'green' : 'red' });
  if (
    answer &&
    !answer.correct &&
    solution &&
    'square' in solution &&
    payload.mode !== 'name_square'
  )
    marks.push({ square: solution.square, color: 'green' });

  const clickable = payload.mode === 'find_square' || payload.mode === 'piece_after_moves';
  const line = payload.mode === 'piece_after_moves' ? uciToSan(payload.fen, payload.moves) : [];

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:gap-10">
      <div className="lg:w-2/5">
        <Prompt kicker="Board vision">{payload.prompt}</Prompt>
        {line.length > 0 && (
          <ol className="mb-3 flex flex-wrap gap-2" aria-label="Moves">
            {line.map((san, i) => (
              <li
                key={i}
                className="rounded-lg bg-slate-100 px-2.5 py-1 font-mono text-base font-semibold"
              >
                {i % 2 === 0 ? `${Math.floor(i / 2) + 1}. ` : ''}
                {san}
              </li>
            ))}
          </ol>
        )}
        {payload.mode === 'square_color' && (
          <div className="grid grid-cols-2 gap-3">
            {(['light', 'dark'] as const).map((c) => (
              <button
                key={c}
                type="button"
                disabled={Boolean(answer)}
                onClick={() => onAnswer({ color: c })}
                className={cn(
                  choice,
                  given?.color === c
                    ? answer?.correct
                      ? picked
                      : 'border-rose-400 bg-rose-50 text-rose-700'
                    : idle,
                )}
              >
                <span
                  className={cn(
                    'mr-2 inline-block size-5 rounded align-middle ring-1 ring-black/20',
                    c === 'light' ? 'bg-board-light' : 'bg-board-dark',
                  )}
                />
                {c === 'light' ? 'Light' : 'Dark'}
              </button>
            ))}
          </div>
        )}
        {payload.mode === 'name_square' && (
          <div className="grid gap-3" aria-label="Name the square">
            <div className="grid grid-cols-8 gap-1.5" role="group" aria-label="File">
              {'abcdefgh'.split('').map((f) => (
                <button
                  key={f}
                  type="button"
                  disabled={Boolean(answer)}
                  aria-pressed={file === f}
                  onClick={() => setFile(f)}
                  className={cn(choice, 'px-0', file === f ? picked : idle)}
                >
                  {f}
                </button>
              ))}
            </div>
            <div className="grid grid-cols-8 gap-1.5" role="group" aria-label="Rank">
              {'12345678'.split('').map((r) => (
                <button
                  key={r}
                  type="button"
                  disabled={Boolean(answer) || !file}
                  onClick={() => onAnswer({ square: `${file}${r}` })}
                  className={cn(choice, 'px-0', given?.square === `${file}${r}` ? picked : idle)}
                >
                  {r}
                </button>
              ))}
            </div>
            <p className="text-sm text-muted">
              {file
                ? `Now pick the rank: ${file}?`
                : 'Pick the file (letter), then the rank (number).'}
            </p>
          </div>
        )}
      </div>
      {payload.mode !== 'square_color' ? (
        <ChessBoard
          id="visual"
          position={payload.fen ?? EMPTY}
          orientation={payload.fen ? diagramSide(payload.fen, payload.prompt) : 'white'}
          coordinates={false}
          highlights={marks}
          onSquareClick={clickable && !answer ? (square) => onAnswer({ square }) : undefined}
          label={clickable ? 'Click the square' : 'Board'}
          className={`${boardSize} lg:mx-0 lg:flex-1`}
        />
      ) : (
        <div
          className="grid place-items-center rounded-3xl bg-slate-50 py-10 lg:flex-1"
          aria-hidden="true"
        >
          <span className="font-mono text-7xl font-black text-ink">{payload.square}</span>
        </div>
      )}
    </div>
  );
}
