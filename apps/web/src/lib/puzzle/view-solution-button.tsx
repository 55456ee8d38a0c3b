import { Eye } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import type { usePuzzleSession } from './use-puzzle-session.ts';

/** "View solution" after a failed puzzle: plays the rest of the line on the board. */
export function ViewSolutionButton({ session }: { session: ReturnType<typeof usePuzzleSession> }) {
  return (
    <Button
      variant="secondary"
      size="lg"
      className="flex-1"
      onClick={session.viewSolution}
      disabled={session.reviewing}
    >
      <Eye aria-hidden="true" className="size-5" />
      {session.reviewing
        ? session.reviewDone
          ? 'Solution shown'
          : 'Showing the solution…'
        : 'View solution'}
    </Button>
  );
}
