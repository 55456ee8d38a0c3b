import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Placeholder until the puzzles feature ships this screen. */
export default function SelectPuzzleTypePage() {
  return (
    <ComingSoon title="Choose a puzzle type" links={[{ to: '/app/puzzle/selection', label: 'Back to puzzles' }]}>
      <p>Forks, pins, mates in two and more: the puzzle themes will be listed here.</p>
    </ComingSoon>
  );
}
