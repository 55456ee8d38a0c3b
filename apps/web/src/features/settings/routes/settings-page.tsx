import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Placeholder until the settings feature ships this screen. */
export default function SettingsPage() {
  return (
    <ComingSoon title="Settings" links={[{ to: '/app/profile', label: 'Your profile' }, { to: '/app/climb', label: 'Back to the climb' }]}>
      <p>Sound, password, notifications and your account details will be managed here.</p>
    </ComingSoon>
  );
}
