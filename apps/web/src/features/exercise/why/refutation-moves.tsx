import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

interface RefutationMovesProps {
  /** The wrong move then the refutation, in SAN. */
  sans: string[];
  /** Plies shown on the board so far. */
  step: number;
  playing: boolean;
  onReplay: () => void;
}

/**
 * The refutation under the reason: its moves, the one on the board marked, and a control to
 * play it again. The reason itself is in the bar's live region; the moves are not, so a screen
 * reader hears the sentence once rather than every step (the board announces each move).
 */
export function RefutationMoves({ sans, step, playing, onReplay }: RefutationMovesProps) {
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2" data-testid="refutation">
      <ol className="flex flex-wrap gap-1" aria-label="The refutation">
        {sans.map((san, i) => (
          <li
            key={`${i}-${san}`}
            aria-current={i === step - 1 ? 'step' : undefined}
            className={cn(
              'rounded-md px-1.5 py-0.5 font-mono text-sm',
              i === 0 ? 'text-rose-700' : 'text-rose-900',
              i === step - 1 ? 'bg-rose-600 text-white' : i < step ? 'bg-rose-200' : 'bg-white/60',
            )}
          >
            {i === 0 ? `${san}?` : san}
          </li>
        ))}
      </ol>
      <Button
        variant="ghost"
        size="sm"
        onClick={onReplay}
        disabled={playing}
        aria-label="Replay the refutation on the board"
        data-testid="replay-refutation"
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        Replay
      </Button>
    </div>
  );
}
