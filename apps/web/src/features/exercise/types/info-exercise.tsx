import { ChessBoard } from '../../../components/board/chess-board.tsx';
import { cn } from '../../../lib/cn.ts';
import { boardSize } from '../components/prompt.tsx';
import type { ExerciseProps } from './exercise-props.ts';

/** A short lesson card: text with an optional annotated diagram. Always continuable. */
export function InfoExercise({ exercise }: ExerciseProps<'info_type'>) {
  const { text, fen, arrows, highlights } = exercise.payload;
  const paragraphs = text.split(/\n\s*\n/);
  return (
    <div className="flex flex-col gap-5 lg:flex-row lg:items-start lg:gap-10">
      <div className={cn(fen ? 'lg:w-2/5' : 'mx-auto max-w-2xl')}>
        <p className="mb-2 text-xs font-bold tracking-wider text-brand-700 uppercase">Learn</p>
        {paragraphs.map((p, i) => (
          <p
            key={i}
            className={cn(
              'mb-3 leading-relaxed whitespace-pre-line',
              i === 0 ? 'text-xl font-semibold text-ink sm:text-2xl' : 'text-lg text-slate-700',
            )}
          >
            {p}
          </p>
        ))}
      </div>
      {fen && (
        <ChessBoard
          id="info"
          position={fen}
          arrows={arrows}
          highlights={highlights}
          label="Diagram"
          className={cn(boardSize, 'lg:mx-0 lg:flex-1')}
        />
      )}
    </div>
  );
}
