import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/input.tsx';
import { useSavePlacement } from '../hooks/use-save-placement.ts';
import { levelOf } from '../lib/levels.ts';
import type { Level } from '../lib/types.ts';
import { LevelOptions } from './level-options.tsx';

interface ResultProps {
  suggested: Level;
  right: number;
  total: number;
  onRetake: () => void;
}

/** The test's suggestion, which the learner can take or overrule before starting. */
export function PlacementResult({ suggested, right, total, onRetake }: ResultProps) {
  const [choice, setChoice] = useState<Level>(suggested);
  const { save, saving, problem } = useSavePlacement();
  return (
    <div className="pb-32">
      <div className="rounded-3xl bg-brand-600 p-6 text-white shadow-[0_6px_0_var(--color-brand-800)]">
        <Sparkles aria-hidden="true" className="size-8 text-amber-300" />
        <h1 className="mt-3 text-2xl font-extrabold leading-tight sm:text-3xl">
          We suggest: {levelOf(suggested).title}
        </h1>
        <p data-testid="placement-score" className="mt-2 text-white/90">
          You answered {right} of {total} questions right. Your climb will start at section{' '}
          {levelOf(suggested).startsAt}.
        </p>
      </div>
      <p className="mt-6 font-semibold text-ink">
        Happy with that? You can pick another level too.
      </p>
      <div className="mt-3">
        <LevelOptions value={choice} onChange={setChoice} suggested={suggested} />
      </div>
      {problem && (
        <div className="mt-4">
          <FormMessage tone="error">{problem}</FormMessage>
        </div>
      )}
      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 px-4 py-4 backdrop-blur">
        <div className="mx-auto flex max-w-2xl gap-3">
          <Button variant="secondary" size="lg" onClick={onRetake}>
            Retake
          </Button>
          <Button className="flex-1" size="lg" pending={saving} onClick={() => void save(choice)}>
            Start climbing
          </Button>
        </div>
      </div>
    </div>
  );
}
