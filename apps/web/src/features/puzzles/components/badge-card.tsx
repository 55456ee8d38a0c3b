import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import type { PuzzleBadges } from '../api/puzzles-api.ts';
import { badgeProgress } from '../lib/badge-progress.ts';
import { BadgeShelf } from './badge-shelf.tsx';

/** Progress towards the next badge and the whole shelf of badges. */
export function BadgeCard({ badges }: { badges: PuzzleBadges }) {
  const points = badges.user_puzzle_point;
  const { next, percent, toNext } = badgeProgress(badges.badges, points);
  return (
    <section
      aria-labelledby="badges-heading"
      className="flex flex-col items-center gap-5 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6"
    >
      <div className="text-center">
        <h2 id="badges-heading" className="text-lg font-extrabold text-ink">
          Badge progress
        </h2>
        <p className="text-sm text-muted">
          {next
            ? `${toNext} more points to the ${next.name} badge.`
            : 'You have earned every badge. Impressive!'}
        </p>
      </div>
      <div className="w-full max-w-lg">
        <ProgressBar value={percent} label="Progress to the next badge" />
        <p className="mt-1 text-center text-xs font-semibold text-muted tabular-nums">
          {next ? `${points} / ${next.range_from} points` : `${points} points`}
        </p>
      </div>
      <BadgeShelf badges={badges.badges} />
    </section>
  );
}
