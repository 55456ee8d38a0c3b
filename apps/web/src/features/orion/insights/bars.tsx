import type { InsightResults } from './format.ts';
import { pct } from './format.ts';

/**
 * A horizontal bar for a 0–100 figure, with its number beside it. The bar is decoration
 * (aria-hidden): the figure is in the text next to it.
 */
export function PercentBar({
  value,
  tone = 'brand',
}: {
  value: number | null;
  tone?: 'brand' | 'indigo' | 'amber' | 'rose';
}) {
  const fill = {
    brand: 'bg-brand-500',
    indigo: 'bg-indigo-500',
    amber: 'bg-amber-400',
    rose: 'bg-rose-500',
  }[tone];
  return (
    <span className="flex items-center gap-2">
      <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100">
        <span
          className={`block h-full rounded-full ${fill}`}
          style={{ width: `${Math.max(0, Math.min(100, value ?? 0))}%` }}
        />
      </span>
      <span className="w-12 shrink-0 text-right text-sm font-bold tabular-nums text-ink">
        {pct(value)}
      </span>
    </span>
  );
}

/** Wins, draws and losses as one stacked bar; the words say the same for a screen reader. */
export function ResultsBar({ r }: { r: InsightResults }) {
  const finished = r.wins + r.draws + r.losses;
  const part = (n: number) => `${finished ? (n / finished) * 100 : 0}%`;
  return (
    <span className="flex flex-col gap-1">
      <span aria-hidden="true" className="flex h-2.5 overflow-hidden rounded-full bg-slate-100">
        <span className="bg-brand-500" style={{ width: part(r.wins) }} />
        <span className="bg-slate-400" style={{ width: part(r.draws) }} />
        <span className="bg-rose-500" style={{ width: part(r.losses) }} />
      </span>
      <span className="text-xs text-muted tabular-nums">
        {r.wins} won · {r.draws} drawn · {r.losses} lost
      </span>
    </span>
  );
}
