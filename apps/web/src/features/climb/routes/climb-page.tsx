import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Placeholder until the climb feature ships this screen. */
export default function ClimbPage() {
  return (
    <ComingSoon title="Your climb" links={[{ to: '/app/puzzle/selection', label: 'Practise puzzles' }, { to: '/app/leaderboard', label: 'See the leaderboard' }]}>
      <p>Your learning path of sections, units and lessons will appear here, from how the pieces move to club-level tactics.</p>
    </ComingSoon>
  );
}
