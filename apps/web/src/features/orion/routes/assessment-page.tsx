import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AssessmentSession } from '@ascend/contract';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import {
  useAnswerOrionAssessmentMutation,
  useStartOrionAssessmentMutation,
  type AssessmentAnswer,
} from '../../../lib/orion-api.ts';
import type { Finish } from '../../../lib/puzzle/use-puzzle-session.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { OrionPuzzle } from '../components/orion-puzzle.tsx';
import { PlayerHeader } from '../components/player-header.tsx';
import { PlayerError, PlayerLoading } from '../components/player-states.tsx';
import { skillMeta } from '../lib/skills.ts';

/** /app/orion/assessment — the first-visit assessment, resumed where the learner left it. */
export default function AssessmentPage() {
  usePageTitle('Orion assessment');
  const navigate = useNavigate();
  const [start, started] = useStartOrionAssessmentMutation();
  const [answer, answered] = useAnswerOrionAssessmentMutation();
  const [session, setSession] = useState<AssessmentSession | null>(null);
  const [result, setResult] = useState<AssessmentAnswer | null>(null);
  const [pending, setPending] = useState<Finish | null>(null);

  const begin = useCallback(() => {
    void start(undefined)
      .unwrap()
      .then(setSession)
      .catch(() => undefined);
  }, [start]);
  useEffect(begin, [begin]);

  const send = useCallback(
    (finish: Finish) => {
      if (!session?.puzzle) return;
      setPending(finish);
      void answer({ id: session.id, body: { puzzle_id: session.puzzle.id, moves: finish.moves } })
        .unwrap()
        .then(setResult)
        .catch(() => undefined);
    },
    [answer, session],
  );

  const next = () => {
    if (!result) return;
    if (result.session.done) return void navigate('/app/orion?assessed=1');
    setResult(null);
    setPending(null);
    answered.reset();
    setSession(result.session);
  };

  let body;
  if (started.isError && !session)
    body = <PlayerError message={toProblem(started.error).message} onRetry={begin} />;
  else if (!session) body = <PlayerLoading label="Preparing your assessment" />;
  else if (!session.puzzle)
    body = (
      <PlayerError
        message="This assessment is finished. Your skills are on the Orion page."
        onRetry={() => void navigate('/app/orion')}
      />
    );
  else {
    const skill = session.skill ? skillMeta[session.skill].label : 'Skill';
    body = (
      <OrionPuzzle
        key={session.puzzle.id}
        puzzle={session.puzzle}
        kicker={`Puzzle ${session.answered + 1} of ${session.total} · ${skill}`}
        onFinish={send}
        verdict={result}
        saving={answered.isLoading}
        saveError={answered.isError ? toProblem(answered.error).message : null}
        onRetrySave={() => pending && send(pending)}
        nextLabel={result?.session.done ? 'See my skills' : 'Next puzzle'}
        onNext={next}
      >
        {result && (
          <p className="mt-1 text-sm text-slate-700">
            {result.session.done
              ? 'That was the last one. Your skill profile is ready.'
              : `${result.session.total - result.session.answered} to go.`}
          </p>
        )}
      </OrionPuzzle>
    );
  }

  const done = result?.session.answered ?? session?.answered ?? 0;
  const total = session?.total ?? 8;
  return (
    <div className="min-h-dvh bg-slate-50">
      <PlayerHeader kicker="Orion" title="Skill assessment">
        <div className="order-last w-full md:order-none md:w-64">
          <p className="mb-1 text-right text-xs font-bold text-muted">
            {done} of {total} answered
          </p>
          <ProgressBar value={(done / total) * 100} label="Assessment progress" />
        </div>
      </PlayerHeader>
      <main>{body}</main>
    </div>
  );
}
