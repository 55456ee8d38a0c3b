import { useState } from 'react';
import { Sparkles, Star, TrendingUp } from 'lucide-react';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePuzzleBadgesQuery, usePuzzleTypesQuery } from '../api/puzzles-api.ts';
import { BadgeCard } from '../components/badge-card.tsx';
import { DifficultyCard } from '../components/difficulty-card.tsx';
import { PopularThemes } from '../components/popular-themes.tsx';
import { PracticeModes } from '../components/practice-modes.tsx';
import { PuzzleSettingsDialog } from '../components/puzzle-settings-dialog.tsx';
import { SelectionHero } from '../components/selection-hero.tsx';
import { StatTile } from '../components/stat-tile.tsx';
import { badgeProgress } from '../lib/badge-progress.ts';
import { readLastTheme } from '../lib/last-theme.ts';

/** /app/puzzle/selection: the learner's puzzle rating, points and badge, and the way into a session. */
export default function PuzzleSelectionPage() {
  usePageTitle('Puzzles');
  const badges = usePuzzleBadgesQuery(undefined);
  const types = usePuzzleTypesQuery(undefined);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [lastTheme] = useState(readLastTheme);
  const lastName =
    types.data?.find((t) => t.key === lastTheme)?.name ??
    (lastTheme === 'mix' ? 'Healthy mix' : lastTheme);
  const last = badges.data
    ? badgeProgress(badges.data.badges, badges.data.user_puzzle_point).last
    : null;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 lg:px-8">
      <SelectionHero theme={lastTheme} themeName={lastName} />
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <StatTile
          testId="puzzle-rating"
          label="Rating"
          value={badges.data?.user_puzzle_rating ?? '–'}
          icon={<TrendingUp className="size-6 text-sky-600" />}
        />
        <StatTile
          testId="puzzle-points"
          label="Points"
          value={badges.data?.user_puzzle_point ?? '–'}
          icon={<Star className="size-6 fill-amber-400 text-amber-500" />}
        />
        <StatTile
          testId="puzzle-badge"
          label="Badge"
          value={last?.name ?? '–'}
          icon={
            last ? (
              <img src={last.image} alt="" className="size-9" />
            ) : (
              <Sparkles className="size-6 text-brand-600" />
            )
          }
        />
      </div>
      {badges.data && <BadgeCard badges={badges.data} />}
      <PracticeModes />
      <div className="grid gap-6 md:grid-cols-[1fr_280px]">
        <PopularThemes types={types.data ?? []} />
        <DifficultyCard onChange={() => setSettingsOpen(true)} />
      </div>
      <PuzzleSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
    </div>
  );
}
