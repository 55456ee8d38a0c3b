import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toProblem } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePuzzleTypesQuery, useRandomPuzzleQuery } from '../api/puzzles-api.ts';
import { PuzzleHeader } from '../components/puzzle-header.tsx';
import { PuzzleSession } from '../components/puzzle-session.tsx';
import { PuzzleSettingsDialog } from '../components/puzzle-settings-dialog.tsx';
import { PuzzleEmpty, PuzzleError, PuzzleLoading } from '../components/puzzle-states.tsx';
import { saveLastTheme } from '../lib/last-theme.ts';

/** /app/puzzle/{type}: rated puzzles of one theme, one after another. */
export default function PuzzlePage() {
  const { type = 'mix' } = useParams();
  const navigate = useNavigate();
  const [round, setRound] = useState(0);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const types = usePuzzleTypesQuery(undefined);
  const puzzle = useRandomPuzzleQuery({ type, round });
  const title = type
    .split(',')
    .map((key) => types.data?.find((t) => t.key === key)?.name ?? key)
    .join(' + ');
  usePageTitle(`${title} puzzles`);

  useEffect(() => {
    if (puzzle.currentData) saveLastTheme(type);
  }, [puzzle.currentData, type]);

  const problem = puzzle.isError ? toProblem(puzzle.error) : null;
  let body;
  if (puzzle.currentData)
    body = (
      <PuzzleSession
        key={`${puzzle.currentData.id}-${round}`}
        puzzle={puzzle.currentData}
        onNext={() => setRound((r) => r + 1)}
      />
    );
  else if (puzzle.isFetching) body = <PuzzleLoading />;
  else if (problem?.code === 'NOT_FOUND')
    body = <PuzzleEmpty theme={title} onSettings={() => setSettingsOpen(true)} />;
  else
    body = (
      <PuzzleError
        message={problem?.message ?? 'Something went wrong.'}
        onRetry={() => setRound((r) => r + 1)}
      />
    );

  return (
    <div className="min-h-dvh bg-slate-50">
      <PuzzleHeader
        title={title}
        onQuit={() => navigate('/app/puzzle')}
        onSettings={() => setSettingsOpen(true)}
      />
      <main>{body}</main>
      <PuzzleSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
    </div>
  );
}
