import { useState } from 'react';
import { checkAnswer, loadFen, playUci, uciToSan } from '@ascend/chess';
import { ChessBoard } from '../../../components/board/chess-board.tsx';
import { cn } from '../../../lib/cn.ts';
import type { PlacementQuestion } from '../lib/placement-questions.ts';

export interface Verdict {
  correct: boolean;
  /** Shown under the verdict: the right answer when the learner missed it. */
  note: string;
}

interface QuestionProps {
  question: PlacementQuestion;
  /** Set once answered: the question freezes and shows what was right. */
  verdict: Verdict | null;
  onAnswer: (verdict: Verdict) => void;
  /** Objective questions: the option picked but not yet checked. */
  picked: string | null;
  onPick: (optionId: string) => void;
}

/** One placement question: a multiple choice (with an optional diagram) or a move on the board. */
export function PlacementQuestionView(props: QuestionProps) {
  const { question } = props;
  return question.type === 'objective_type' ? (
    <ObjectiveQuestion {...props} question={question} />
  ) : (
    <MoveQuestion {...props} question={question} />
  );
}

function ObjectiveQuestion({
  question,
  verdict,
  picked,
  onPick,
}: QuestionProps & { question: Extract<PlacementQuestion, { type: 'objective_type' }> }) {
  const { payload } = question;
  return (
    <div>
      <h2 className="text-2xl font-extrabold leading-snug text-ink">{payload.question}</h2>
      {payload.fen && (
        <ChessBoard
          id="placement"
          position={payload.fen}
          highlights={payload.highlights}
          coordinates={false}
          label="Diagram for the question"
          className="mt-5 max-w-[min(100%,340px)]"
        />
      )}
      <div role="radiogroup" aria-label="Answers" className="mt-6 grid gap-3 sm:grid-cols-2">
        {payload.options.map((option, i) => {
          const chosen = picked === option.id;
          const right = verdict && option.id === payload.correct_option_id;
          const wrong = verdict && chosen && !right;
          return (
            <button
              key={option.id}
              type="button"
              role="radio"
              aria-checked={chosen}
              disabled={verdict !== null}
              onClick={() => onPick(option.id)}
              className={cn(
                'flex min-h-14 items-center gap-3 rounded-2xl border-2 bg-white px-4 py-3 text-left font-semibold text-ink transition',
                'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-400 disabled:cursor-default',
                right
                  ? 'border-brand-500 bg-brand-50'
                  : wrong
                    ? 'border-rose-400 bg-rose-50'
                    : chosen
                      ? 'border-sky-400 bg-sky-50'
                      : 'border-slate-200 shadow-[0_3px_0_var(--color-slate-200)] hover:bg-slate-50',
              )}
            >
              <span
                aria-hidden="true"
                className="grid size-8 shrink-0 place-items-center rounded-lg border-2 border-slate-200 text-sm text-muted"
              >
                {i + 1}
              </span>
              {option.text}
            </button>
          );
        })}
      </div>
    </div>
  );
}

function MoveQuestion({
  question,
  verdict,
  onAnswer,
}: QuestionProps & { question: Extract<PlacementQuestion, { type: 'best_move_type' }> }) {
  const { payload } = question;
  const [position, setPosition] = useState(payload.fen);

  function move(uci: string) {
    const chess = loadFen(payload.fen);
    if (!chess || !playUci(chess, uci)) return;
    setPosition(chess.fen());
    const result = checkAnswer(question, { moves: [uci] });
    const best = uciToSan(payload.fen, payload.solution.slice(0, 1))[0] ?? payload.solution[0];
    onAnswer({
      correct: result.correct,
      note: result.correct
        ? `${uciToSan(payload.fen, [uci])[0]} — well spotted.`
        : `The move was ${best}.`,
    });
  }

  const [from, to] = [payload.solution[0]!.slice(0, 2), payload.solution[0]!.slice(2, 4)];
  return (
    <div>
      <h2 className="text-2xl font-extrabold leading-snug text-ink">{payload.prompt}</h2>
      <p className="mt-1 text-muted">Drag a piece, or tap it and then tap where it should go.</p>
      <ChessBoard
        id="placement"
        position={position}
        onMove={verdict ? undefined : move}
        arrows={verdict && !verdict.correct ? [{ from, to, color: 'green' }] : undefined}
        label="Placement board: play your move"
        className="mt-5 max-w-[min(100%,420px)]"
      />
    </div>
  );
}
