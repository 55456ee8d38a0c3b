import { useState } from 'react';
import { Link } from 'react-router';
import { Gauge, Play, Sparkles, Star, TrendingUp } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePuzzleBadgesQuery, usePuzzleSettingsQuery, usePuzzleTypesQuery } from '../api/puzzles-api.ts';
import { BadgeProgressBar } from '../components/badge-progress-bar.tsx';
import { BadgeShelf } from '../components/badge-shelf.tsx';
import { PuzzleSettingsDialog } from '../components/puzzle-settings-dialog.tsx';
import { StatTile } from '../components/stat-tile.tsx';
import { badgeProgress } from '../lib/badge-progress.ts';
import { difficultyRanges, formatRange, indexOfRange, rangeLabels } from '../lib/difficulty.ts';
import { readLastTheme } from '../lib/last-theme.ts';

const quickThemes = ['mateIn1', 'fork', 'hangingPiece', 'mateIn2', 'endgame', 'discoveredAttack', 'skewer', 'advancedPawn'];

/** /app/puzzle/selection: the learner's puzzle rating, points and badge, and the way into a session. */
export default function PuzzleSelectionPage() {
  usePageTitle('Puzzles');
  const badges = usePuzzleBadgesQuery(undefined);
  const types = usePuzzleTypesQuery(undefined);
  const settings = usePuzzleSettingsQuery(undefined);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [lastTheme] = useState(readLastTheme);
  const lastName = types.data?.find((t) => t.key === lastTheme)?.name ?? (lastTheme === 'mix' ? 'Healthy mix' : lastTheme);
  const points = badges.data?.user_puzzle_point ?? 0;
  const progress = badges.data ? badgeProgress(badges.data.badges, points) : null;
  const range = difficultyRanges[indexOfRange(settings.data?.difficulty_range_from, settings.data?.difficulty_range_to)]!;
  const quick = quickThemes.map((k) => types.data?.find((t) => t.key === k)).filter((t) => t && t.count > 0);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 lg:px-8">
      <section className="rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-[0_6px_0_var(--color-brand-900)] sm:p-8">
        <p className="text-xs font-bold tracking-widest text-brand-100 uppercase">Puzzles</p>
        <h1 className="mt-1 text-3xl font-extrabold">Sharpen your tactics</h1>
        <p className="mt-2 max-w-xl text-brand-50">Rated puzzles that follow your level. Solve them to earn points, climb the badges and raise your puzzle rating.</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to={`/app/puzzle/${lastTheme}`} className={buttonClass('secondary', 'lg', 'bg-white text-brand-800 ring-0 shadow-[0_4px_0_rgba(0,0,0,0.2)]')}>
            <Play aria-hidden="true" className="size-5 fill-current" />
            Continue: {lastName}
          </Link>
          <Link to="/app/select-puzzle-type" className={buttonClass('ghost', 'lg', 'text-white ring-2 ring-white/60 ring-inset hover:bg-white/10')}>
            Choose a theme
          </Link>
        </div>
      </section>

      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <StatTile testId="puzzle-rating" label="Rating" value={badges.data?.user_puzzle_rating ?? '–'} icon={<TrendingUp className="size-6 text-sky-600" />} />
        <StatTile testId="puzzle-points" label="Points" value={badges.data ? points : '–'} icon={<Star className="size-6 fill-amber-400 text-amber-500" />} />
        <StatTile
          testId="puzzle-badge"
          label="Badge"
          value={progress?.last?.name ?? '–'}
          icon={progress?.last ? <img src={progress.last.image} alt="" className="size-9" /> : <Sparkles className="size-6 text-brand-600" />}
        />
      </div>

      {badges.data && progress && (
        <section aria-labelledby="badges-heading" className="flex flex-col items-center gap-5 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
          <div className="text-center">
            <h2 id="badges-heading" className="text-lg font-extrabold text-ink">Badge progress</h2>
            <p className="text-sm text-muted">{progress.next ? `${progress.toNext} more points to the ${progress.next.name} badge.` : 'You have earned every badge. Impressive!'}</p>
          </div>
          <BadgeProgressBar badges={badges.data.badges} points={points} />
          <BadgeShelf badges={badges.data.badges} />
        </section>
      )}

      <div className="grid gap-6 md:grid-cols-[1fr_280px]">
        {quick.length > 0 && (
          <section aria-labelledby="quick-heading" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <h2 id="quick-heading" className="mb-3 text-sm font-bold tracking-wider text-muted uppercase">Popular themes</h2>
            <ul className="flex flex-wrap gap-2">
              {quick.map((t) => (
                <li key={t!.key}>
                  <Link to={`/app/puzzle/${t!.key}`} className="inline-flex min-h-10 items-center gap-2 rounded-full bg-slate-100 px-4 text-sm font-semibold text-ink hover:bg-brand-50 hover:text-brand-800">
                    {t!.name} <span className="text-xs text-muted tabular-nums">{t!.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="difficulty-heading" className="flex flex-col gap-2 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
          <h2 id="difficulty-heading" className="flex items-center gap-2 text-sm font-bold tracking-wider text-muted uppercase">
            <Gauge aria-hidden="true" className="size-4" /> Difficulty
          </h2>
          <p data-testid="puzzle-difficulty" className="text-xl font-extrabold text-ink tabular-nums">{formatRange(range)}</p>
          <p className="text-sm text-muted">{rangeLabels[difficultyRanges.indexOf(range)]}</p>
          <button type="button" onClick={() => setSettingsOpen(true)} className={buttonClass('secondary', 'sm', 'mt-1')}>
            Change difficulty
          </button>
        </section>
      </div>
      <PuzzleSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
    </div>
  );
}
