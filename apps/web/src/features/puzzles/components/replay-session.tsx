import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import { usePuzzleByIdQuery } from '../api/puzzles-api.ts';
import { PuzzleHeader } from './puzzle-header.tsx';
import { PuzzleSession } from './puzzle-session.tsx';
import { PuzzleSettingsDialog } from './puzzle-settings-dialog.tsx';
import { PuzzleError, PuzzleLoading } from './puzzle-states.tsx';

/**
 * A list of puzzles played again one after another (failed ones, bookmarks, one from history).
 * A puzzle played before is unrated: the server rates only a learner's first attempt.
 */
export function ReplaySession({ ids, title }: { ids: string[]; title: string }) {
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const id = ids[index];
  const puzzle = usePuzzleByIdQuery(id ?? '', { skip: !id });

  let body;
  if (!id)
    body = (
      <div data-testid="replay-done" className="mx-auto max-w-md py-16 text-center">
        <h2 className="text-2xl font-extrabold text-ink">
          {ids.length ? 'All done!' : 'Nothing to practise here'}
        </h2>
        <p className="mt-2 text-muted">
          {ids.length
            ? `You played ${ids.length} puzzle${ids.length === 1 ? '' : 's'} again.`
            : 'Pick puzzles from your history or bookmarks first.'}
        </p>
        <Link to="/app/puzzles/history" className={buttonClass('primary', 'lg', 'mt-6')}>
          Back to history
        </Link>
      </div>
    );
  else if (puzzle.currentData)
    body = (
      <PuzzleSession
        key={`${id}-${index}`}
        puzzle={puzzle.currentData}
        onNext={() => setIndex((i) => i + 1)}
      />
    );
  else if (puzzle.isFetching) body = <PuzzleLoading />;
  else
    body = (
      <PuzzleError
        message={toProblem(puzzle.error).message}
        onRetry={() => setIndex((i) => i + 1)}
      />
    );
  return (
    <div className="min-h-dvh bg-slate-50">
      <PuzzleHeader
        title={`${title}${ids.length > 1 && id ? ` · ${index + 1} of ${ids.length}` : ''}`}
        onQuit={() => navigate('/app/puzzles/history')}
        onSettings={() => setSettingsOpen(true)}
      />
      <main>{body}</main>
      <PuzzleSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
    </div>
  );
}
