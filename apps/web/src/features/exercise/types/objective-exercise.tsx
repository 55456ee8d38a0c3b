import { ChessBoard } from '../../../components/board/chess-board.tsx';
import { cn } from '../../../lib/cn.ts';
import { boardSize, Prompt } from '../components/prompt.tsx';
import { diagramSide, type ExerciseProps } from './exercise-props.ts';

/** Multiple choice, with or without a board. */
export function ObjectiveExercise({
  exercise,
  answer,
  onAnswer,
  shown,
}: ExerciseProps<'objective_type'>) {
  const { question, fen, arrows, highlights, options, correct_option_id } = exercise.payload;
  const chosen = answer?.optionId ?? null;
  return (
    <div className={cn('flex flex-col gap-5', fen && 'lg:flex-row lg:items-start lg:gap-10')}>
      {fen && (
        <ChessBoard
          id="objective"
          position={shown?.fen ?? fen}
          orientation={diagramSide(fen, question)}
          lastMove={shown?.last}
          arrows={shown ? undefined : arrows}
          highlights={shown ? undefined : highlights}
          label="Position"
          className={cn(boardSize, 'lg:order-2 lg:mx-0 lg:flex-1')}
        />
      )}
      <div className={cn('w-full', fen ? 'lg:w-2/5' : 'mx-auto max-w-xl')}>
        <Prompt kicker="Choose the answer">{question}</Prompt>
        <ul className="grid gap-3" aria-label="Options">
          {options.map((o, i) => {
            const state = !answer
              ? 'idle'
              : o.id === correct_option_id
                ? 'right'
                : o.id === chosen
                  ? 'wrong'
                  : 'other';
            return (
              <li key={o.id}>
                <button
                  type="button"
                  disabled={Boolean(answer)}
                  aria-pressed={o.id === chosen}
                  onClick={() => onAnswer({ option_id: o.id }, o.id)}
                  className={cn(
                    'flex min-h-14 w-full items-center gap-3 rounded-2xl border-2 border-b-4 px-4 py-3 text-left text-lg font-semibold transition',
                    state === 'idle' &&
                      'border-slate-200 bg-white hover:border-brand-300 hover:bg-brand-50',
                    state === 'right' && 'border-brand-500 bg-brand-50 text-brand-800',
                    state === 'wrong' && 'border-rose-400 bg-rose-50 text-rose-700',
                    state === 'other' && 'border-slate-200 bg-white opacity-60',
                  )}
                >
                  <span className="grid size-8 shrink-0 place-items-center rounded-lg border-2 border-current/30 text-sm">
                    {i + 1}
                  </span>
                  {o.text}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
