import { CircleCheck, CircleX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { Verdict } from './placement-question.tsx';

interface FooterProps {
  verdict: Verdict | null;
  /** Multiple choice needs a Check press; a move on the board is checked as it is played. */
  canCheck: boolean | null;
  onCheck: () => void;
  onSkip: () => void;
  onContinue: () => void;
}

/** The bottom bar: Check (or "I don't know"), then the verdict in green or pink and Continue. */
export function PlacementFooter({ verdict, canCheck, onCheck, onSkip, onContinue }: FooterProps) {
  return (
    <div
      data-testid="placement-footer"
      data-verdict={verdict ? (verdict.correct ? 'correct' : 'wrong') : undefined}
      className={cn(
        'fixed inset-x-0 bottom-0 z-20 border-t-2 px-4 py-4 sm:py-6',
        verdict
          ? verdict.correct
            ? 'border-brand-200 bg-brand-100'
            : 'border-rose-200 bg-rose-100'
          : 'border-slate-200 bg-white',
      )}
    >
      <div className="mx-auto flex max-w-2xl flex-wrap items-center gap-3">
        {verdict ? (
          <>
            <div
              role="status"
              className={cn(
                'flex min-w-0 flex-1 items-center gap-3',
                verdict.correct ? 'text-brand-800' : 'text-rose-700',
              )}
            >
              {verdict.correct ? (
                <CircleCheck aria-hidden="true" className="size-9 shrink-0" />
              ) : (
                <CircleX aria-hidden="true" className="size-9 shrink-0" />
              )}
              <p>
                <span className="block text-lg font-extrabold">
                  {verdict.correct ? 'Correct!' : 'Not quite'}
                </span>
                <span className="block text-sm font-medium">{verdict.note}</span>
              </p>
            </div>
            <Button
              autoFocus
              size="lg"
              className={cn(
                'w-full sm:w-auto',
                !verdict.correct &&
                  'bg-rose-600 shadow-[0_4px_0_var(--color-rose-800)] hover:bg-rose-700',
              )}
              onClick={onContinue}
            >
              Continue
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" size="lg" className="flex-1 sm:flex-none" onClick={onSkip}>
              I don't know
            </Button>
            <span className="hidden flex-1 sm:block" />
            {canCheck !== null && (
              <Button
                size="lg"
                className="flex-1 sm:flex-none"
                disabled={!canCheck}
                onClick={onCheck}
              >
                Check
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
