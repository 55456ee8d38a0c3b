import { useState } from 'react';
import { Link } from 'react-router';
import { ClipboardCheck } from 'lucide-react';
import { DEFAULT_DAILY_GOAL } from '@ascend/contract';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/input.tsx';
import { GoalPicker } from '../../../components/ui/goal-picker.tsx';
import { LogoMark } from '../../../components/ui/logo.tsx';
import { useAuth } from '../../../lib/hooks.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { LevelOptions } from '../components/level-options.tsx';
import { useSavePlacement } from '../hooks/use-save-placement.ts';
import { isLevel } from '../lib/levels.ts';
import { placementQuestions } from '../lib/placement-questions.ts';
import type { Level } from '../lib/types.ts';

/** /app/onboarding — the learner says where their climb should start, or takes the short test. */
export default function OnboardingPage() {
  usePageTitle('Where should your climb start?');
  const { placement, user } = useAuth();
  const [choice, setChoice] = useState<Level | null>(isLevel(placement) ? placement : null);
  const [goal, setGoal] = useState(user?.daily_goal ?? DEFAULT_DAILY_GOAL);
  const { save, saving, problem } = useSavePlacement();

  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 to-white">
      <main className="mx-auto max-w-xl px-4 pb-32 pt-8 sm:pt-14">
        <LogoMark className="size-12" />
        <h1 className="mt-6 text-3xl font-extrabold leading-tight text-ink sm:text-4xl">
          Where should your climb start?
        </h1>
        <p className="mt-2 text-lg text-muted">
          Pick the line that fits you best. Lessons below your start stay open, so you can always
          revisit them.
        </p>
        <div className="mt-6">
          <LevelOptions value={choice} onChange={setChoice} />
        </div>
        <div className="mt-6 flex items-center gap-4 rounded-3xl border-2 border-dashed border-slate-200 bg-white p-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-amber-100 text-amber-700">
            <ClipboardCheck aria-hidden="true" className="size-6" />
          </span>
          <p className="min-w-0 flex-1 text-sm text-muted sm:text-base">
            <span className="block font-bold text-ink">Not sure?</span>
            Answer {placementQuestions.length} quick questions and we will suggest a level.
          </p>
          <Link to="/app/placement" className={buttonClass('secondary', 'sm', 'shrink-0')}>
            Take the test
          </Link>
        </div>
        <h2 className="mt-10 text-2xl font-extrabold text-ink">Pick a daily goal</h2>
        <p className="mt-1 text-muted">
          Lessons and puzzles both count. You can change it any time in Settings.
        </p>
        <div className="mt-4">
          <GoalPicker value={goal} onChange={setGoal} legend="Daily goal" hideLegend />
        </div>
        {problem && (
          <div className="mt-4">
            <FormMessage tone="error">{problem}</FormMessage>
          </div>
        )}
      </main>
      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 px-4 py-4 backdrop-blur">
        <div className="mx-auto max-w-xl">
          <Button
            className="w-full"
            size="lg"
            disabled={!choice}
            pending={saving}
            onClick={() => choice && void save(choice, goal)}
          >
            Start climbing
          </Button>
        </div>
      </div>
    </div>
  );
}
