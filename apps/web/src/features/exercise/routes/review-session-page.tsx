import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PracticeAnswerBody } from '@ascend/contract';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import {
  useReviewAnswerMutation,
  useReviewNextQuery,
  useReviewSummaryQuery,
  type Verdict,
} from '../../../lib/practice-api.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { FeedbackBar } from '../components/feedback-bar.tsx';
import { PracticeFrame } from '../components/practice-frame.tsx';
import { PracticeItemView } from '../components/practice-item.tsx';
import { verdictText } from '../components/practice-verdict.ts';

/** /app/review/session — the due cards one by one, oldest first, each answer checked on the server. */
export default function ReviewSessionPage() {
  usePageTitle('Review');
  const navigate = useNavigate();
  const [round, setRound] = useState(0);
  const [reviewed, setReviewed] = useState(0);
  const next = useReviewNextQuery(round, { refetchOnMountOrArgChange: true });
  const summary = useReviewSummaryQuery(undefined);
  const [send, sending] = useReviewAnswerMutation();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [busy, setBusy] = useState(false);
  const card = next.data;

  const onAnswer = useCallback(
    (body: PracticeAnswerBody) => {
      if (!card) return;
      void send({ id: card.id, body })
        .unwrap()
        .then(setVerdict)
        .catch(() => undefined);
    },
    [card, send],
  );
  const onContinue = () => {
    setVerdict(null);
    setReviewed((n) => n + 1);
    setRound((r) => r + 1);
  };
  const close = () => navigate('/app/review');

  if (next.isLoading || next.isFetching)
    return (
      <PracticeFrame title="Review" progress={null} onClose={close}>
        <div className="grid place-items-center py-24">
          <Spinner label="Loading the next review item" />
        </div>
      </PracticeFrame>
    );
  if (next.isError)
    return (
      <PracticeFrame title="Review" progress={null} onClose={close}>
        <div role="alert" className="mx-auto max-w-md py-16 text-center">
          <p className="text-lg font-bold text-ink">We could not load your review.</p>
          <p className="mt-1 text-muted">{toProblem(next.error).message}</p>
          <button
            type="button"
            className={buttonClass('primary', 'lg', 'mt-4')}
            onClick={() => void next.refetch()}
          >
            Try again
          </button>
        </div>
      </PracticeFrame>
    );
  if (!card)
    return (
      <PracticeFrame title="Review" progress={null} onClose={close}>
        <div data-testid="review-done" className="mx-auto max-w-md py-16 text-center">
          <h1 className="text-3xl font-extrabold text-brand-800">
            {reviewed > 0 ? 'Review complete!' : 'Nothing to review'}
          </h1>
          <p className="mt-2 text-muted">
            {reviewed > 0
              ? `You reviewed ${reviewed} item${reviewed === 1 ? '' : 's'}. ${summary.data?.due_later_this_week ? `${summary.data.due_later_this_week} come back later this week.` : ''}`
              : 'No mistakes to review — great! Try a Puzzle Streak.'}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Link to="/app/climb" className={buttonClass('primary', 'lg')}>
              Back to the climb
            </Link>
            <Link to="/app/puzzles/streak" className={buttonClass('secondary', 'lg')}>
              Puzzle Streak
            </Link>
          </div>
        </div>
      </PracticeFrame>
    );

  const due = summary.data?.due_now ?? 0;
  return (
    <PracticeFrame
      title="Review"
      progress={{ position: reviewed + (verdict ? 1 : 0), total: reviewed + Math.max(1, due) }}
      onClose={close}
      footer={
        <FeedbackBar
          verdict={verdict ? verdict.correct : null}
          feedback={
            verdict
              ? verdictText(card, verdict)
              : sending.isError
                ? `${toProblem(sending.error).message} Answer again to retry.`
                : null
          }
          hint={verdict ? null : 'Answer it right to space it out; a miss brings it back soon.'}
          canContinue={verdict !== null && !busy}
          pending={sending.isLoading}
          onContinue={onContinue}
          onRetry={null}
        />
      }
    >
      <div data-testid="review-item" data-kind={card.kind}>
        <PracticeItemView
          key={`${card.id}-${round}`}
          item={card}
          onAnswer={onAnswer}
          onBusy={setBusy}
          verdict={verdict ? verdict.correct : null}
          failed={sending.isError}
        />
      </div>
    </PracticeFrame>
  );
}
