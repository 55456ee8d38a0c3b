import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Placeholder until the profile feature ships this screen. */
export default function ProfilePage() {
  return (
    <ComingSoon title="Your profile" links={[{ to: '/app/settings', label: 'Settings' }, { to: '/app/climb', label: 'Back to the climb' }]}>
      <p>Your xp, badges, streak and account details will be shown here.</p>
    </ComingSoon>
  );
}
