import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { X } from 'lucide-react';

/** The full-screen Orion players' top bar: back to Orion, what is being played, and progress. */
export function PlayerHeader({
  kicker,
  title,
  children,
}: {
  kicker: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3 sm:px-6">
        <Link
          to="/app/orion"
          aria-label="Back to Orion"
          className="grid size-11 shrink-0 place-items-center rounded-full text-slate-500 transition hover:bg-slate-100 hover:text-ink focus-visible:outline-3 focus-visible:outline-brand-400"
        >
          <X aria-hidden="true" className="size-7" />
        </Link>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-bold uppercase tracking-wider text-brand-700">{kicker}</p>
          <h1 className="truncate text-lg font-extrabold text-ink sm:text-xl">{title}</h1>
        </div>
        {children}
      </div>
    </header>
  );
}
