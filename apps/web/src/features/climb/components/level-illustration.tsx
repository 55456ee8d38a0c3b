import { PieceIcon } from '../../../components/board/piece-icon.tsx';
import { cn } from '../../../lib/cn.ts';
import type { Level } from '../lib/types.ts';

type Cell = { piece?: string; mark?: 'dot' | 'target' };

// 3×3 corners of a board, row by row from the top: a pawn's first step, a knight's jumps, a fork.
const scenes: Record<Level, Cell[]> = {
  new: [{}, {}, {}, {}, { mark: 'dot' }, {}, {}, { piece: 'P' }, {}],
  can_move_pieces: [{}, { mark: 'dot' }, {}, {}, {}, { mark: 'dot' }, { piece: 'N' }, {}, {}],
  knows_tactics_and_strategy: [
    { piece: 'k', mark: 'target' },
    {},
    { piece: 'q', mark: 'target' },
    {},
    {},
    {},
    {},
    { piece: 'N' },
    {},
  ],
};

/** A tiny corner of a board that pictures each level. Decorative: the words say it all. */
export function LevelIllustration({ level, className }: { level: Level; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-20 shrink-0 grid-cols-3 overflow-hidden rounded-xl ring-1 ring-black/10',
        className,
      )}
    >
      {scenes[level].map((cell, i) => (
        <span
          key={i}
          className={cn(
            'relative grid place-items-center',
            i % 2 === 0 ? 'bg-board-light' : 'bg-board-dark',
          )}
        >
          {cell.mark === 'target' && (
            <span className="absolute inset-0.5 rounded-md ring-[3px] ring-rose-500/80" />
          )}
          {cell.mark === 'dot' && <span className="size-2.5 rounded-full bg-black/30" />}
          {cell.piece && <PieceIcon letter={cell.piece} className="relative size-[90%]" />}
        </span>
      ))}
    </span>
  );
}
