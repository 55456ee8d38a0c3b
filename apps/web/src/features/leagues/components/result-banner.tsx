import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import type { LeagueCurrent } from '@ascend/contract';
import { cn } from '../../../lib/cn.ts';

type LastResult = NonNullable<LeagueCurrent['last_result']>;

const look = {
  promoted: { Icon: ArrowUp, box: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  stayed: { Icon: Minus, box: 'border-slate-300 bg-white text-ink' },
  demoted: { Icon: ArrowDown, box: 'border-rose-300 bg-rose-50 text-rose-900' },
} as const;

/** Last week's result: "You moved up to Knight league!" with the rank and xp behind it. */
export function ResultBanner({ last }: { last: LastResult }) {
  const { Icon, box } = look[last.result];
  const headline =
    last.result === 'promoted'
      ? `You moved up to ${last.tier.name} league!`
      : last.result === 'demoted'
        ? `You moved down to ${last.tier.name} league`
        : `You stayed in ${last.tier.name} league`;
  return (
    <div
      data-testid="league-result"
      data-result={last.result}
      role="status"
      className={cn('flex items-center gap-3 rounded-2xl border-2 p-4', box)}
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white/80">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div>
        <p className="font-extrabold">{headline}</p>
        <p className="text-sm opacity-90">
          Last week you finished #{last.rank} with {last.xp.toLocaleString('en')} xp.
        </p>
      </div>
    </div>
  );
}
