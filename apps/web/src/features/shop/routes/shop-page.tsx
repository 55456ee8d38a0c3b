import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Placeholder until the shop feature ships this screen. */
export default function ShopPage() {
  return (
    <ComingSoon title="Shop" links={[{ to: '/app/climb', label: 'Back to the climb' }]}>
      <p>The Hero plan, with unlimited hearts and access to new features, will be on sale here.</p>
    </ComingSoon>
  );
}
