import { Link } from 'react-router';
import { ArrowLeft, ChartLine } from 'lucide-react';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { OrionGames } from './orion-games.tsx';

/** /app/orion/games — the game section of Orion on its own page. */
export default function OrionGamesPage() {
  usePageTitle('Orion game analysis');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-10">
      <Link
        to="/app/orion"
        className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-bold text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Orion
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-ink">Game analysis</h1>
        <Link
          to="/app/orion/insights"
          className="inline-flex min-h-11 items-center gap-2 text-sm font-bold text-indigo-700 hover:underline"
        >
          <ChartLine aria-hidden="true" className="size-4" /> Insights from your games
        </Link>
      </div>
      <OrionGames />
    </div>
  );
}
