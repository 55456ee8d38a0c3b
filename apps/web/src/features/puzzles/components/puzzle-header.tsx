import { Settings, X } from 'lucide-react';
import { usePuzzleBadgesQuery } from '../api/puzzles-api.ts';
import { BadgeProgressBar } from './badge-progress-bar.tsx';

interface PuzzleHeaderProps {
  title: string;
  onQuit: () => void;
  onSettings: () => void;
}

const iconButton =
  'grid size-11 shrink-0 place-items-center rounded-full text-slate-500 transition hover:bg-slate-100 hover:text-ink focus-visible:outline-3 focus-visible:outline-brand-400';

/** Quit, the theme, the badge progress (last badge, bar, next badge) and the Settings button. */
export function PuzzleHeader({ title, onQuit, onSettings }: PuzzleHeaderProps) {
  const badges = usePuzzleBadgesQuery(undefined);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3 sm:px-6">
        <button type="button" onClick={onQuit} aria-label="Quit puzzles" className={iconButton}>
          <X aria-hidden="true" className="size-7" />
        </button>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-bold tracking-wider text-brand-700 uppercase">Puzzles</p>
          <h1 className="truncate text-lg font-extrabold text-ink sm:text-xl">{title}</h1>
        </div>
        <div className="order-last flex w-full justify-center md:order-none md:w-auto">
          {badges.data ? (
            <BadgeProgressBar badges={badges.data.badges} points={badges.data.user_puzzle_point} />
          ) : (
            <div
              aria-hidden="true"
              className="h-14 w-[346px] animate-pulse rounded-xl bg-slate-100 md:w-[496px]"
            />
          )}
        </div>
        <button type="button" onClick={onSettings} aria-label="Settings" className={iconButton}>
          <Settings aria-hidden="true" className="size-6" />
        </button>
      </div>
    </header>
  );
}
