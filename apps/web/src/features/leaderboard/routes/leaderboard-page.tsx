import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Placeholder until the leaderboard feature ships this screen. */
export default function LeaderboardPage() {
  return (
    <ComingSoon title="Leaderboard" links={[{ to: '/app/climb', label: 'Back to the climb' }]}>
      <p>See how your xp compares with other climbers, week by week.</p>
    </ComingSoon>
  );
}
