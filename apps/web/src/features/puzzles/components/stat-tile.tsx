import type { ReactNode } from 'react';

export function StatTile({ label, value, icon, testId }: { label: string; value: ReactNode; icon: ReactNode; testId: string }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-xl bg-slate-50">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-bold tracking-wide text-muted uppercase">{label}</p>
        <p data-testid={testId} className="truncate text-xl font-extrabold text-ink tabular-nums">
          {value}
        </p>
      </div>
    </div>
  );
}
