import type { ReactNode } from 'react';

/** A labelled figure: stacked and centred in a narrow column, icon beside it from sm up. */
export function StatTile({
  label,
  value,
  icon,
  testId,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  testId: string;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl bg-white p-3 text-center ring-1 ring-slate-200 sm:flex-row sm:gap-3 sm:p-4 sm:text-left">
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-xl bg-slate-50"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-[11px] font-bold tracking-wide text-muted uppercase sm:text-xs">
          {label}
        </p>
        <p
          data-testid={testId}
          className="truncate text-lg font-extrabold text-ink tabular-nums sm:text-xl"
        >
          {value}
        </p>
      </div>
    </div>
  );
}
