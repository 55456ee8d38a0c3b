import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { toProblem } from '../../../lib/api-error.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useOrionTrainingQuery, useSubmitTrainingPuzzleMutation } from '../../../lib/orion-api.ts';
import type { Finish } from '../../../lib/puzzle/use-puzzle-session.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { OrionPuzzle } from '../components/orion-puzzle.tsx';
import { PlayerHeader } from '../components/player-header.tsx';
import { PlayerError, PlayerLoading } from '../components/player-states.tsx';
import { RecommendedLessons } from '../components/recommended-lessons.tsx';
import { skillMeta } from '../lib/skills.ts';

/**
 * /app/orion/train — "Train my weakest skill": the set of puzzles Orion picked (the weakest
 * skill's themes, nearest its rating), each a rated attempt, with the lessons that train it.
 */
export default function TrainingPage() {
  const training = useOrionTrainingQuery(undefined, { refetchOnMountOrArgChange: true });
  const [submit, submission] = useSubmitTrainingPuzzleMutation();
  const [index, setIndex] = useState(0);
  const [last, setLast] = useState<Finish | null>(null);
  const data = training.currentData;
  const skill = data ? skillMeta[data.skill].label : null;
  usePageTitle(skill ? `Train ${skill}` : 'Orion training');
  const puzzle = data?.puzzles[index];

  const send = useCallback(
    (finish: Finish) => {
      if (!puzzle) return;
      setLast(finish);
      void submit({
        puzzle_id: puzzle.id,
        moves: finish.moves,
        hint_used: finish.hint_used,
        time_ms: finish.time_ms,
      });
    },
    [puzzle, submit],
  );
  const next = () => {
    submission.reset();
    setLast(null);
    if (data && index + 1 < data.puzzles.length) setIndex(index + 1);
    else {
      // The set is used up: ask Orion again (played puzzles are never served twice).
      setIndex(0);
      void training.refetch();
    }
  };

  let body;
  if (training.isError && !data)
    body = (
      <PlayerError
        message={toProblem(training.error).message}
        onRetry={() => void training.refetch()}
      />
    );
  else if (!data || training.isFetching)
    body = <PlayerLoading label="Picking your training puzzles" />;
  else if (!puzzle)
    body = (
      <div
        className="mx-auto mt-10 max-w-md rounded-3xl border-2 border-slate-200 bg-white p-6 text-center"
        data-testid="training-empty"
      >
        <p className="text-lg font-extrabold text-ink">
          You have played every {skill} puzzle we have
        </p>
        <p className="mt-2 text-muted">
          New puzzles arrive regularly. Meanwhile, the lessons below train the same skill.
        </p>
        <Link to="/app/orion" className={buttonClass('secondary', 'md', 'mt-4')}>
          Back to Orion
        </Link>
      </div>
    );
  else {
    const change = submission.data?.rating_change;
    body = (
      <OrionPuzzle
        key={`${puzzle.id}-${index}`}
        puzzle={puzzle}
        kicker={`Training · ${skill} · puzzle ${index + 1} of ${data.puzzles.length}`}
        onFinish={send}
        verdict={submission.data ? { correct: submission.data.correct } : null}
        saving={submission.isLoading}
        saveError={submission.isError ? toProblem(submission.error).message : null}
        onRetrySave={() => last && send(last)}
        nextLabel="Next puzzle"
        onNext={next}
      >
        {submission.data?.rated && change !== undefined && (
          <p className="mt-1 text-sm text-slate-700">
            Your puzzle rating {change >= 0 ? `+${change}` : change}; your {skill} skill moves too.
          </p>
        )}
      </OrionPuzzle>
    );
  }

  return (
    <div className="min-h-dvh bg-slate-50">
      <PlayerHeader
        kicker="Train my weakest skill"
        title={skill ? `${skill} · rated ${data!.rating}` : 'Orion training'}
      />
      <main>
        {body}
        {data && (
          <section aria-labelledby="lessons-title" className="mx-auto max-w-3xl px-4 pb-10 sm:px-6">
            <h2 id="lessons-title" className="mb-3 text-lg font-extrabold text-ink">
              Climb lessons for {skill}
            </h2>
            <RecommendedLessons lessons={data.lessons} />
          </section>
        )}
      </main>
    </div>
  );
}
