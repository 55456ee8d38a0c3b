import { useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { GameList } from './game-list.tsx';
import { SubmitGameForm } from './submit-game-form.tsx';

/**
 * Orion's game section: send a game for analysis and the list of analysed games. The
 * /app/orion page renders it; /app/orion/games shows it on its own.
 */
export function OrionGames({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const [page, setPage] = useState(1);
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="orion-games-title" className="flex flex-col gap-4">
      <div>
        <H id="orion-games-title" className="text-2xl font-extrabold text-ink">
          Analyse a game
        </H>
        <p className="mt-1 text-muted">
          Stockfish checks every move; Orion names your mistakes and counts them toward your skills.
        </p>
      </div>
      <Card className="p-4 sm:p-6">
        <SubmitGameForm />
      </Card>
      <H className="text-xl font-bold text-ink">Your games</H>
      <GameList page={page} onPage={setPage} />
    </section>
  );
}
