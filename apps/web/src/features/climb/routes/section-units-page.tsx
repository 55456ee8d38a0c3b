import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Placeholder until the climb feature ships this screen. */
export default function SectionUnitsPage() {
  return (
    <ComingSoon title="Units of this section" links={[{ to: '/app/climb', label: 'Back to the climb' }]}>
      <p>The units of this section, each a short run of lessons, will be listed here.</p>
    </ComingSoon>
  );
}
