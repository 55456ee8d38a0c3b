import { useState } from 'react';
import { Link } from 'react-router';
import { X } from 'lucide-react';
import { checkAnswer } from '@ascend/chess';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { PlacementFooter } from '../components/placement-footer.tsx';
import { PlacementQuestionView, type Verdict } from '../components/placement-question.tsx';
import { PlacementResult } from '../components/placement-result.tsx';
import { placementQuestions } from '../lib/placement-questions.ts';
import { scoreByTier, suggestLevel } from '../lib/placement-score.ts';

/** /app/placement — a short test, easy to hard, that suggests where the climb should start. */
export default function PlacementPage() {
  usePageTitle('Placement test');
  const [index, setIndex] = useState(0);
  const [results, setResults] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const question = placementQuestions[index];
  const done = !question;

  function answer(v: Verdict) {
    if (!question) return;
    setVerdict(v);
    setResults((r) => new Map(r).set(question.id, v.correct));
  }

  function check() {
    if (question?.type !== 'objective_type' || picked === null) return;
    const correct = checkAnswer(question, { option_id: picked }).correct;
    const right = question.payload.options.find(
      (o) => o.id === question.payload.correct_option_id,
    )!;
    answer({ correct, note: correct ? 'Nicely done.' : `The answer is: ${right.text}` });
  }

  function skip() {
    if (!question) return;
    const solution =
      question.type === 'objective_type'
        ? `The answer is: ${question.payload.options.find((o) => o.id === question.payload.correct_option_id)!.text}`
        : 'No problem: this one is taught later in the climb.';
    answer({ correct: false, note: solution });
  }

  function next() {
    setVerdict(null);
    setPicked(null);
    setIndex((i) => i + 1);
  }

  const right = [...results.values()].filter(Boolean).length;
  return (
    <div className="min-h-dvh bg-white">
      <header className="mx-auto flex max-w-2xl items-center gap-4 px-4 pt-5">
        <Link
          to="/app/onboarding"
          aria-label="Leave the test"
          className="grid size-11 shrink-0 place-items-center rounded-xl text-muted transition hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-400"
        >
          <X aria-hidden="true" className="size-7" />
        </Link>
        <ProgressBar
          value={(index / placementQuestions.length) * 100}
          label={`Question ${Math.min(index + 1, placementQuestions.length)} of ${placementQuestions.length}`}
          className="h-4"
        />
      </header>
      <main className="mx-auto max-w-2xl px-4 pb-40 pt-8">
        {done ? (
          <PlacementResult
            suggested={suggestLevel(scoreByTier(placementQuestions, results))}
            right={right}
            total={placementQuestions.length}
            onRetake={() => {
              setResults(new Map());
              setIndex(0);
            }}
          />
        ) : (
          <>
            <p className="text-sm font-bold uppercase tracking-widest text-brand-700">
              Question {index + 1} of {placementQuestions.length}
            </p>
            <div
              className="mt-2"
              data-testid="placement-question"
              data-question={question.id}
              data-type={question.type}
            >
              <PlacementQuestionView
                key={question.id}
                question={question}
                verdict={verdict}
                onAnswer={answer}
                picked={picked}
                onPick={setPicked}
              />
            </div>
          </>
        )}
      </main>
      {!done && (
        <PlacementFooter
          verdict={verdict}
          canCheck={question.type === 'objective_type' ? picked !== null : null}
          onCheck={check}
          onSkip={skip}
          onContinue={next}
        />
      )}
    </div>
  );
}
