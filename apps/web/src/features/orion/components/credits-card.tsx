import { Coins } from 'lucide-react';
import type { Credits } from '@ascend/contract';

/** The learner's Orion credits: game analyses spend them (ADR 0025). */
export function CreditsCard({ credits }: { credits: Credits }) {
  const renews = new Date(credits.renews_at).toLocaleDateString(undefined, {
    month: 'long',
    day: 'numeric',
  });
  return (
    <div
      className="flex items-center gap-4 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200"
      data-testid="orion-credits"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-amber-400 text-white">
        <Coins aria-hidden="true" className="size-6" />
      </span>
      <div>
        <p className="text-sm font-semibold text-amber-900">Orion credits</p>
        <p className="text-2xl font-black tabular-nums text-amber-800">
          {credits.balance.toLocaleString()}
        </p>
        <p className="text-xs text-amber-900">
          {credits.monthly_allowance} free each month · next on {renews}
        </p>
      </div>
    </div>
  );
}
