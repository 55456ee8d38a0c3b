import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Placeholder until the profile feature ships this screen. */
export default function PublicProfilePage() {
  return (
    <ComingSoon title="Climber profile" links={[{ to: '/app/leaderboard', label: 'Back to the leaderboard' }]}>
      <p>This climber's xp and badges will be shown here.</p>
    </ComingSoon>
  );
}
