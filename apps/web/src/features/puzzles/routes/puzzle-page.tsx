import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Placeholder until the puzzles feature ships this screen. */
export default function PuzzlePage() {
  return (
    <ComingSoon title="Puzzle session" links={[{ to: '/app/puzzle/selection', label: 'Back to puzzles' }]}>
      <p>Puzzles of this theme, with your badge progress and difficulty settings, will play here.</p>
    </ComingSoon>
  );
}
