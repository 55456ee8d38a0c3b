import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
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

export function ThemeCard({ theme }: { theme: PuzzleType }) {
  const empty = theme.count === 0;
  return (
    <Link
      to={`/app/puzzle/${theme.key}`}
      data-testid={`theme-${theme.key}`}
      className={cn(
        'group flex h-full items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 transition',
        'hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300 focus-visible:outline-3 focus-visible:outline-brand-400',
        empty && 'opacity-60',
      )}
    >
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
      <ChevronRight
        aria-hidden="true"
        className="mt-1 size-5 shrink-0 text-slate-300 transition group-hover:text-brand-600"
      />
    </Link>
  );
}
