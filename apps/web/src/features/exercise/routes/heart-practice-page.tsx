import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Heart } from 'lucide-react';
import type { PracticeAnswerBody } from '@ascend/contract';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import {
  useHeartPracticeAnswerMutation,
  useStartHeartPracticeMutation,
  type HeartPracticeSession,
  type Verdict,
} from '../../../lib/practice-api.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { FeedbackBar } from '../components/feedback-bar.tsx';
import { PracticeFrame } from '../components/practice-frame.tsx';
import { PracticeItemView } from '../components/practice-item.tsx';
import { verdictText } from '../components/practice-verdict.ts';
import { playCue } from '../lib/sounds.ts';

/** /app/review/hearts — a short practice; finished without a mistake, it gives one heart back. */
export default function HeartPracticePage() {
  usePageTitle('Earn a heart');
  const navigate = useNavigate();
  const [start, starting] = useStartHeartPracticeMutation();
  const [send, sending] = useHeartPracticeAnswerMutation();
  const [session, setSession] = useState<HeartPracticeSession | null>(null);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    setSession(null);
    setVerdict(null);
    setIndex(0);
    void start(undefined)
      .unwrap()
      .then(setSession)
      .catch(() => undefined);
  }, [attempt, start]);

  const onAnswer = useCallback(
    (body: PracticeAnswerBody) => {
      if (!session) return;
      void send({ id: session.id, body: { ...body, index } })
        .unwrap()
        .then((r) => {
          setVerdict(r);
          setSession(r.session);
          if (r.session.heart_restored) playCue('celebrate');
        })
        .catch(() => undefined);
    },
    [index, send, session],
  );
  const close = () => navigate('/app/review');
  const frame = (children: React.ReactNode, footer?: React.ReactNode) => (
    <PracticeFrame
      title="Earn a heart"
      progress={
        session ? { position: index + (verdict ? 1 : 0), total: session.items.length } : null
      }
      onClose={close}
      footer={footer}
    >
      {children}
    </PracticeFrame>
  );

  if (starting.isError)
    return frame(
      <div
        role="alert"
        data-testid="heart-practice-refused"
        className="mx-auto max-w-md py-16 text-center"
      >
        <p className="text-lg font-bold text-ink">{toProblem(starting.error).message}</p>
        <Link to="/app/review" className={buttonClass('primary', 'lg', 'mt-6')}>
          Back to review
        </Link>
      </div>,
    );
  if (!session)
    return frame(
      <div className="grid place-items-center py-24">
        <Spinner label="Preparing your practice" />
      </div>,
    );

  if (session.finished && !session.failed && index >= session.items.length)
    return frame(
      <div data-testid="heart-practice-done" className="mx-auto max-w-md py-16 text-center">
        <Heart aria-hidden="true" className="mx-auto size-20 fill-rose-500 text-rose-500" />
        <h1 className="mt-4 text-3xl font-extrabold text-ink">
          {session.heart_restored ? 'You earned a heart!' : 'Practice complete'}
        </h1>
        <p className="mt-2 text-muted" data-testid="heart-count">
          You have {session.hearts.hearts} of {session.hearts.max_hearts} hearts.
        </p>
        <Link to="/app/climb" className={buttonClass('primary', 'lg', 'mt-6')}>
          Back to the climb
        </Link>
      </div>,
    );
  if (index >= session.items.length && session.failed)
    return frame(
      <div data-testid="heart-practice-failed" className="mx-auto max-w-md py-16 text-center">
        <h1 className="text-3xl font-extrabold text-ink">So close!</h1>
        <p className="mt-2 text-muted">
          One mistake ends the practice, and it costs no heart. Try again to earn one back.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button size="lg" onClick={() => setAttempt((a) => a + 1)}>
            Try again
          </Button>
          <Link to="/app/review" className={buttonClass('secondary', 'lg')}>
            Back to review
          </Link>
        </div>
      </div>,
    );

  const item = session.items[index]!;
  return frame(
    <div data-testid="review-item" data-kind={item.kind}>
      <PracticeItemView
        key={`${session.id}-${index}`}
        item={item}
        onAnswer={onAnswer}
        onBusy={setBusy}
        verdict={verdict ? verdict.correct : null}
        failed={sending.isError}
      />
    </div>,
    <FeedbackBar
      verdict={verdict ? verdict.correct : null}
      feedback={
        verdict
          ? verdictText(item, verdict)
          : sending.isError
            ? `${toProblem(sending.error).message}`
            : null
      }
      hint={
        verdict
          ? null
          : `Item ${index + 1} of ${session.items.length}: no mistakes to earn a heart.`
      }
      canContinue={verdict !== null && !busy}
      pending={sending.isLoading}
      onContinue={() => {
        setVerdict(null);
        setIndex(session.failed ? session.items.length : index + 1);
      }}
      onRetry={null}
    />,
  );
}
