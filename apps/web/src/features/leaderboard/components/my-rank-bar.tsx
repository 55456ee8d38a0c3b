import type { LeaderboardData } from '@ascend/contract';
import { UserAvatar } from '../../../components/user-avatar.tsx';

/**
 * On small screens the "around you" card sits below the list; this bar keeps the learner's own
 * rank in view while they scroll, just above the bottom navigation.
 */
export function MyRankBar({ me }: { me: LeaderboardData['me'] }) {
  const own = me.neighbours.find((r) => r.user_id === me.user_id);
  return (
    <div aria-hidden="true" className="sticky bottom-20 z-10 mt-4 lg:hidden">
      <div className="flex items-center gap-3 rounded-2xl bg-ink px-4 py-2.5 text-white shadow-xl">
        <span className="w-12 text-lg font-extrabold tabular-nums">#{me.rank}</span>
        <UserAvatar
          name={own?.username ?? 'You'}
          src={own?.avatar_url}
          seed={me.user_id}
          sizeClass="size-8"
          textClassName="text-xs"
        />
        <span className="flex-1 font-semibold">You</span>
        <span className="font-bold tabular-nums">
          {me.xp.toLocaleString('en')}{' '}
          <span className="text-sm font-semibold text-white/70">xp</span>
        </span>
      </div>
    </div>
  );
}
