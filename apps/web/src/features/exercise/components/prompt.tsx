import type { ReactNode } from 'react';

/** The exercise's question or instruction, large and readable above the board. */
export function Prompt({ children, kicker }: { children: ReactNode; kicker?: string }) {
  return (
    <div className="mb-4">
      {kicker && (
        <p className="mb-1 text-xs font-bold tracking-wider text-brand-700 uppercase">{kicker}</p>
      )}
      <h1 className="text-xl leading-snug font-bold text-ink sm:text-2xl">{children}</h1>
    </div>
  );
}

/** Sizes a board to the space left on screen: full width on phones, capped by height on desktops. */
export const boardSize =
  'w-full max-w-[min(100%,560px,calc(100dvh-300px))] min-w-[min(100%,300px)]';
