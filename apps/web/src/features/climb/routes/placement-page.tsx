import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Placeholder until the climb feature ships this screen. */
export default function PlacementPage() {
  return (
    <ComingSoon title="Find your starting point" links={[{ to: '/app/onboarding', label: 'Choose your level' }]}>
      <p>A short placement check will suggest where on the climb you should start.</p>
    </ComingSoon>
  );
}
