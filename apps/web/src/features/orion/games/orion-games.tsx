import { useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { GameList } from './game-list.tsx';
import { ImportFileForm } from './import-file-form.tsx';
import { LinkedAccounts } from './linked-accounts.tsx';
import { SubmitGameForm } from './submit-game-form.tsx';

/**
 * Orion's game section: send a game for analysis and the list of analysed games. The
 * /app/orion page renders it `embedded` (inside its own card, under its heading);
 * /app/orion/games shows it on its own.
 */
export function OrionGames({ embedded = false }: { embedded?: boolean }) {
  const [page, setPage] = useState(1);
  const H = embedded ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby="orion-games-title"
      className={embedded ? 'mt-4 flex flex-col gap-4' : 'flex flex-col gap-4'}
    >
      <div>
        <H
          id="orion-games-title"
          className={embedded ? 'text-lg font-bold text-ink' : 'text-2xl font-extrabold text-ink'}
        >
          Analyse a game
        </H>
        <p className="mt-1 text-muted">
          Stockfish checks every move; Orion names your mistakes and counts them toward your skills.
        </p>
      </div>
      {embedded ? (
        <SubmitGameForm />
      ) : (
        <Card className="p-4 sm:p-6">
          <SubmitGameForm />
        </Card>
      )}
      <H className={embedded ? 'text-lg font-bold text-ink' : 'text-xl font-bold text-ink'}>
        Your Lichess and Chess.com games
      </H>
      <Card className="p-4 sm:p-6">
        <LinkedAccounts />
      </Card>
      <H className={embedded ? 'text-lg font-bold text-ink' : 'text-xl font-bold text-ink'}>
        Import a file of games
      </H>
      <Card className="p-4 sm:p-6">
        <ImportFileForm />
      </Card>
      <H className={embedded ? 'text-lg font-bold text-ink' : 'text-xl font-bold text-ink'}>
        Your games
      </H>
      <GameList page={page} onPage={setPage} />
    </section>
  );
}
