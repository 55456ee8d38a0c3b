import { Link } from 'react-router';
import { Check, ChevronRight } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { PuzzleType } from '../api/puzzles-api.ts';

/** One colour per group, so a long list stays easy to scan. */
export const groupAccent: Record<string, string> = {
  Recommended: 'bg-brand-500',
  Phases: 'bg-sky-500',
  Motifs: 'bg-amber-500',
  Advanced: 'bg-violet-500',
  Mates: 'bg-rose-500',
  'Mate patterns': 'bg-pink-500',
  'Special moves': 'bg-teal-500',
  Goals: 'bg-orange-500',
  Lengths: 'bg-indigo-500',
  Origin: 'bg-slate-500',
};

const formatCount = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'puzzle' : 'puzzles'}`;

const cardClass = (empty: boolean, selected = false) =>
  cn(
    'group flex h-full w-full items-start gap-3 rounded-2xl bg-white p-4 text-left ring-1 ring-slate-200 transition',
    'hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300 focus-visible:outline-3 focus-visible:outline-brand-400',
    empty && 'opacity-60',
    selected && 'bg-brand-50 ring-2 ring-brand-500',
  );

function CardBody({ theme }: { theme: PuzzleType }) {
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'mt-1.5 size-2.5 shrink-0 rounded-full',
          groupAccent[theme.group] ?? 'bg-slate-400',
        )}
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-2">
          <span className="font-bold text-ink">{theme.name}</span>
          <span className="text-xs font-semibold text-muted tabular-nums">
            {formatCount(theme.count)}
          </span>
        </span>
        <span className="mt-1 line-clamp-2 block text-sm text-muted">{theme.description}</span>
      </span>
    </>
  );
}

/**
 * A theme: a link to its puzzles, or, while the learner builds a mix, a toggle that adds it
 * to the mix (issue 18).
 */
export function ThemeCard({
  theme,
  pick,
}: {
  theme: PuzzleType;
  pick?: { selected: boolean; onToggle: () => void };
}) {
  const empty = theme.count === 0;
  if (pick)
    return (
      <button
        type="button"
        aria-pressed={pick.selected}
        data-testid={`theme-${theme.key}`}
        onClick={pick.onToggle}
        disabled={empty}
        className={cardClass(empty, pick.selected)}
      >
        <CardBody theme={theme} />
        <span
          aria-hidden="true"
          className={cn(
            'mt-0.5 grid size-6 shrink-0 place-items-center rounded-md border-2',
            pick.selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300',
          )}
        >
          {pick.selected && <Check className="size-4" strokeWidth={3} />}
        </span>
      </button>
    );
  return (
    <Link
      to={`/app/puzzle/${theme.key}`}
      data-testid={`theme-${theme.key}`}
      className={cardClass(empty)}
    >
      <CardBody theme={theme} />
      <ChevronRight
        aria-hidden="true"
        className="mt-1 size-5 shrink-0 text-slate-300 transition group-hover:text-brand-600"
      />
    </Link>
  );
}
