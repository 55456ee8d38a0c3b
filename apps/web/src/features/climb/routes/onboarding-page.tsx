import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Placement } from '@ascend/contract';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/input.tsx';
import { LogoMark } from '../../../components/ui/logo.tsx';
import { useUpdateUserMutation } from '../../../lib/account-api.ts';
import { toProblem } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/hooks.ts';
import { cn } from '../../../lib/cn.ts';

const choices: { value: Exclude<Placement, 'not_set'>; title: string; text: string }[] = [
  { value: 'new', title: "I'm new to chess", text: 'Start at the foot of the climb: the board, the pieces and how they move.' },
  { value: 'can_move_pieces', title: 'I know how the pieces move', text: 'Skip the basics and start with checkmates, captures and simple tactics.' },
  {
    value: 'knows_tactics_and_strategy',
    title: 'I know tactics and strategy',
    text: 'Start higher up with combinations, endgames and planning.',
  },
];

/**
 * Interim onboarding: the learner picks one of the three placements, saved with
 * PATCH users/{id}/ as form data. The curriculum feature replaces this screen.
 */
export default function OnboardingPage() {
  const { userId } = useAuth();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<Exclude<Placement, 'not_set'> | null>(null);
  const [updateUser, { isLoading, error }] = useUpdateUserMutation();

  async function save() {
    if (!choice || userId === null) return;
    const userData = new FormData();
    userData.set('placement', choice);
    const result = await updateUser({ id: userId, userData });
    if (!('error' in result)) navigate('/app/climb', { replace: true });
  }

  return (
    <main className="mx-auto min-h-dvh max-w-xl px-4 py-10">
      <LogoMark className="size-12" />
      <h1 className="mt-6 text-3xl font-extrabold text-ink">Where should your climb start?</h1>
      <p className="mt-2 text-muted">Pick the line that fits you best. You can always revisit easier lessons later.</p>
      <div role="radiogroup" aria-label="Your chess level" className="mt-6 space-y-3">
        {choices.map((c) => (
          <button
            key={c.value}
            type="button"
            role="radio"
            aria-checked={choice === c.value}
            onClick={() => setChoice(c.value)}
            className={cn(
              'w-full rounded-2xl border-2 p-4 text-left transition',
              choice === c.value ? 'border-brand-500 bg-brand-50' : 'border-slate-200 hover:border-brand-300',
            )}
          >
            <span className="block text-lg font-bold text-ink">{c.title}</span>
            <span className="block text-muted">{c.text}</span>
          </button>
        ))}
      </div>
      {error && <div className="mt-4"><FormMessage tone="error">{toProblem(error).message}</FormMessage></div>}
      <Button className="mt-6 w-full" size="lg" disabled={!choice} pending={isLoading} onClick={save}>
        Start climbing
      </Button>
    </main>
  );
}
