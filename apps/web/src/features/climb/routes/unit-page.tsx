import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Placeholder until the climb feature ships this screen. */
export default function UnitPage() {
  return (
    <ComingSoon title="Unit lessons" links={[{ to: '/app/climb', label: 'Back to the climb' }]}>
      <p>The lessons of this unit, with your progress through each, will be listed here.</p>
    </ComingSoon>
  );
}
