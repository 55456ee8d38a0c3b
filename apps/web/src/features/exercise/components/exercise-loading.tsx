import { Spinner } from '../../../components/ui/spinner.tsx';
import { KnightMascot } from './illustrations.tsx';

/** The player's full-screen loading view: a bouncing mascot and the daily-lesson tip. */
export function ExerciseScreenLoading() {
  return (
    <div role="status" className="fixed inset-0 z-30 grid place-items-center bg-white px-6">
      <div className="flex max-w-sm flex-col items-center text-center">
        <KnightMascot className="size-28 animate-bounce" />
        <p className="mt-6 text-lg font-semibold text-ink">
          Tip: Completing a lesson everyday helps you to improve faster
        </p>
        <span className="sr-only">Loading the exercise</span>
      </div>
    </div>
  );
}

/** The lighter loading view, used while a lesson is opened: a climbing tip and "Exercise Loading.....". */
export function ExerciseListLoading() {
  return (
    <div className="grid min-h-dvh place-items-center bg-brand-50 px-6">
      <div className="flex max-w-sm flex-col items-center gap-4 text-center">
        <KnightMascot className="size-20" />
        <p className="text-base text-muted">
          Tip: Every lesson you climb makes you a better player — keep climbing!
        </p>
        <p className="flex items-center gap-2 text-lg font-bold text-brand-800">
          <Spinner className="text-brand-600" label="Exercise Loading....." />
          <span aria-hidden="true">Exercise Loading.....</span>
        </p>
      </div>
    </div>
  );
}
