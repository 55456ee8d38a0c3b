import { ComingSoon } from '../../../components/coming-soon.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * Placeholder until the notifications feature (issue 8) ships unsubscribe from the mailed link.
 * It stays reachable while signed in: the public redirect makes an exception for this path.
 */
export default function UnsubscribePage() {
  usePageTitle('Email preferences');
  return (
    <ComingSoon title="Email preferences" links={[{ to: '/', label: 'Go to the home page' }, { to: '/contact', label: 'Contact us' }]}>
      <p>One-click unsubscribe from news mails is coming soon. Until then, contact us and we will remove you from our mailing list.</p>
      <p>Account mails, such as password resets, are always sent because they keep your account safe.</p>
    </ComingSoon>
  );
}
