import { Link } from 'react-router';
import { Play } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';

/** The way into a session: continue the last theme, or choose another. */
export function SelectionHero({ theme, themeName }: { theme: string; themeName: string }) {
  return (
    <section className="rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-[0_6px_0_var(--color-brand-900)] sm:p-8">
      <p className="text-xs font-bold tracking-widest text-brand-100 uppercase">Puzzles</p>
      <h1 className="mt-1 text-3xl font-extrabold">Sharpen your tactics</h1>
      <p className="mt-2 max-w-xl text-brand-50">
        Rated puzzles that follow your level. Solve them to earn points, climb the badges and raise
        your puzzle rating.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link
          to={`/app/puzzle/${theme}`}
          className={buttonClass(
            'secondary',
            'lg',
            'bg-white text-brand-800 ring-0 shadow-[0_4px_0_rgba(0,0,0,0.2)]',
          )}
        >
          <Play aria-hidden="true" className="size-5 fill-current" />
          Continue: {themeName}
        </Link>
        <Link
          to="/app/select-puzzle-type"
          className={buttonClass(
            'ghost',
            'lg',
            'text-white ring-2 ring-white/60 ring-inset hover:bg-white/10',
          )}
        >
          Choose a theme
        </Link>
      </div>
    </section>
  );
}
