import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Placeholder until the puzzles feature ships this screen. */
export default function PuzzleSelectionPage() {
  return (
    <ComingSoon title="Puzzles" links={[{ to: '/app/select-puzzle-type', label: 'Choose a puzzle type' }, { to: '/app/climb', label: 'Back to the climb' }]}>
      <p>Pick a theme and solve rated puzzles that adapt to your level.</p>
    </ComingSoon>
  );
}
