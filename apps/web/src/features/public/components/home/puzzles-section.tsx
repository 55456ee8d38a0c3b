import { Check } from 'lucide-react';
import { BoardDiagram } from '../board-diagram.tsx';
import { SectionHeading } from './section-heading.tsx';

// White to play: Nc7+ forks the king on e8 and the rook on a8 — the classic first tactic.
const FORK_FEN = 'r3k3/ppp2ppp/8/3N4/8/8/PPP2PPP/4K3 w - - 0 1';

const points = [
  'Thousands of real positions, sorted by theme: forks, pins, skewers, mates in two…',
  'Choose your difficulty, from 0–1499 up to 2500–3000, and change it any time.',
  'Earn puzzle points and collect badges as your tactical eye improves.',
];

export function PuzzlesSection() {
  return (
    <section className="bg-slate-50">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-24">
        <div className="order-2 md:order-1">
          <BoardDiagram
            fen={FORK_FEN}
            highlight={['d5', 'c7']}
            label="Puzzle: white's knight jumps to c7, forking the king and the rook"
            className="mx-auto max-w-md"
          />
          <p className="mt-3 text-center text-sm text-muted">
            White to play and win the rook. (Hint: the knight.)
          </p>
        </div>
        <div className="order-1 md:order-2">
          <SectionHeading eyebrow="Puzzles" title="Train the tactics that win games.">
            <p>
              Most games between improving players are decided by a tactic. Puzzles teach your eyes
              to spot them first.
            </p>
          </SectionHeading>
          <ul className="mt-6 space-y-3">
            {points.map((p) => (
              <li key={p} className="flex gap-3 text-ink">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span>{p}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
