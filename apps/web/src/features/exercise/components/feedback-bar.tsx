import { CircleCheck, CircleX, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { ReactNode } from 'react';

interface FeedbackBarProps {
  /** null while unanswered (or for cards that are not judged). */
  verdict: boolean | null;
  feedback: string | null;
  canContinue: boolean;
  pending: boolean;
  hint: string | null;
  onContinue: () => void;
  onRetry: (() => void) | null;
  /** Below the reason of a wrong move: its refutation's moves and the replay control. */
  refutation?: ReactNode;
}

/** The bottom bar: green after a right answer, pink after a wrong one, with the feedback text. */
export function FeedbackBar({
  verdict,
  feedback,
  canContinue,
  pending,
  hint,
  onContinue,
  onRetry,
  refutation,
}: FeedbackBarProps) {
  return (
    <footer
      data-testid="feedback-bar"
      data-verdict={verdict === null ? 'none' : verdict ? 'correct' : 'wrong'}
      className={cn(
        'sticky bottom-0 z-10 border-t-2 transition-colors',
        verdict === null && 'border-slate-200 bg-white',
        verdict === true && 'border-brand-200 bg-brand-100',
        verdict === false && 'border-rose-200 bg-rose-100',
      )}
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-6 sm:py-6">
        <div className="min-w-0 flex-1">
          <div className="flex min-h-12 items-start gap-3" aria-live="polite">
            {verdict !== null &&
              (verdict ? (
                <CircleCheck aria-hidden="true" className="size-9 shrink-0 text-brand-600" />
              ) : (
                <CircleX aria-hidden="true" className="size-9 shrink-0 text-rose-600" />
              ))}
            <div>
              {verdict !== null && (
                <p
                  className={cn(
                    'text-xl font-extrabold',
                    verdict ? 'text-brand-800' : 'text-rose-700',
                  )}
                >
                  {verdict ? 'Well done!' : 'Not quite'}
                </p>
              )}
              {(feedback ?? hint) && (
                <p
                  data-testid="feedback-text"
                  className={cn(
                    'text-base',
                    verdict === false ? 'text-rose-800' : verdict ? 'text-brand-900' : 'text-muted',
                  )}
                >
                  {feedback ?? hint}
                </p>
              )}
            </div>
          </div>
          {refutation && <div className="sm:pl-12">{refutation}</div>}
        </div>
        <div className="flex gap-3">
          {onRetry && (
            <Button
              variant="secondary"
              size="lg"
              className="flex-1 sm:flex-none"
              onClick={onRetry}
              disabled={pending}
            >
              <RotateCcw aria-hidden="true" className="size-5" />
              Retry
            </Button>
          )}
          <Button
            size="lg"
            className={cn(
              'flex-1 sm:min-w-40 sm:flex-none',
              verdict === false && 'bg-rose-600 shadow-[0_4px_0_#9f1239] hover:bg-rose-700',
            )}
            onClick={onContinue}
            disabled={!canContinue}
            pending={pending}
          >
            Continue
          </Button>
        </div>
      </div>
    </footer>
  );
}
