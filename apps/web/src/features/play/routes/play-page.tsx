import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { suggestedLevel } from '@ascend/human';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePlayRatingQuery } from '../api/play-api.ts';
import { PlayGame } from '../components/play-game.tsx';
import { PlaySetup, type SetupChoice } from '../components/play-setup.tsx';
import { RecentGames } from '../components/recent-games.tsx';
import { useLastRating } from '../hooks/use-last-rating.ts';

/**
 * /app/play — a game against the human-like opponent (issue 37). `?seed=<n>` fixes the
 * opponent's sampling so a scripted game is reproducible (browser journeys, bug reports).
 */
export default function PlayPage() {
  usePageTitle('Play');
  const [params] = useSearchParams();
  const seedParam = params.get('seed');
  const seed = seedParam !== null && /^\d{1,9}$/.test(seedParam) ? Number(seedParam) : null;
  const query = usePlayRatingQuery(undefined, { refetchOnMountOrArgChange: true });
  // Offline the last rating this device saw suggests the level.
  const rating = useLastRating(query.data);
  const [game, setGame] = useState<(SetupChoice & { key: number }) | null>(null);
  // One setup object per game: the game's effects depend on it.
  const setup = useMemo(() => (game ? { ...game, seed } : null), [game, seed]);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-extrabold text-ink">Play</h1>
      {setup ? (
        <PlayGame key={setup.key} setup={setup} onAgain={() => setGame(null)} />
      ) : query.isLoading && !rating ? (
        <p role="status" className="text-muted">
          Loading your play rating…
        </p>
      ) : (
        <>
          <PlaySetup
            suggested={suggestedLevel(rating?.rating ?? 600)}
            rating={rating}
            onStart={(choice) => setGame({ ...choice, key: Date.now() })}
          />
          <RecentGames />
        </>
      )}
    </div>
  );
}
