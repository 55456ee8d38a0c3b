import { useState, type FormEvent } from 'react';
import { MAX_PGN_FILE_CHARS, type PgnImport } from '@ascend/contract';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, InputField } from '../../../components/ui/input.tsx';
import { toProblem, type ApiProblem } from '../../../lib/api-error.ts';
import { useImportOrionFileMutation } from './api.ts';

/** What a preview or an import did, in words. */
function ImportSummary({ r }: { r: PgnImport }) {
  const n = r.games.length;
  return (
    <div data-testid="import-summary" className="rounded-xl bg-slate-50 p-4 text-sm text-ink">
      {r.dry_run ? (
        <p>
          <strong>{n} games</strong> of yours to import. Analysing all costs{' '}
          <strong>{n * r.analysis_cost} credits</strong>; you have <strong>{r.balance}</strong>,
          enough for the newest <strong>{r.analysed_now}</strong>.
          {r.waiting
            ? ` The other ${r.waiting} wait for credits (your monthly ones, or Hero).`
            : ''}
        </p>
      ) : (
        <p>
          Imported <strong>{n} games</strong>: {r.analysed_now} being analysed ({r.cost} credits),{' '}
          {r.waiting} waiting for credits. They are in your list below.
        </p>
      )}
      {r.skipped.length ? (
        <details className="mt-2">
          <summary className="cursor-pointer font-semibold">
            {r.skipped.length} games skipped
          </summary>
          <ul className="mt-1 list-disc pl-5 text-muted">
            {r.skipped.map((s) => (
              <li key={`${s.index}-${s.reason}`}>
                Game {s.index} ({s.white} – {s.black}): {s.message}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/**
 * A downloaded PGN file of up to 100 games (issue 28): the learner names themselves as in the
 * White/Black headers, sees the games and the cost, then confirms.
 */
export function ImportFileForm() {
  const [send, state] = useImportOrionFileMutation();
  const [pgn, setPgn] = useState('');
  const [player, setPlayer] = useState('');
  const [result, setResult] = useState<PgnImport | null>(null);
  const [problem, setProblem] = useState<ApiProblem | null>(null);

  async function readFile(file: File | undefined) {
    setResult(null);
    setProblem(null);
    if (!file) return;
    if (file.size > MAX_PGN_FILE_CHARS) {
      setProblem({
        code: null,
        message: '',
        fields: { pgn: 'That file is over 1 MB. Download at most 100 games at a time.' },
      });
      return;
    }
    setPgn(await file.text());
  }

  async function run(dryRun: boolean) {
    setProblem(null);
    if (!pgn || !player.trim()) {
      setProblem({
        code: null,
        message: '',
        fields: pgn ? { player: 'Enter your name as in the games.' } : { pgn: 'Choose a file.' },
      });
      return;
    }
    try {
      const r = await send({
        pgn,
        player: player.trim(),
        source: 'file',
        dry_run: dryRun,
      }).unwrap();
      setResult(r);
    } catch (err) {
      setProblem(toProblem(err as Parameters<typeof toProblem>[0]));
    }
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void run(result?.dry_run !== true);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <div className="space-y-1.5">
        <label htmlFor="pgn-games-file" className="block text-sm font-semibold text-ink">
          A .pgn file of your games (up to 100)
        </label>
        <input
          id="pgn-games-file"
          type="file"
          accept=".pgn,application/x-chess-pgn,text/plain"
          onChange={(e) => void readFile(e.target.files?.[0])}
          className="block w-full rounded-xl border-2 border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700 file:mr-4 file:rounded-lg file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:font-bold file:text-white"
        />
        {problem?.fields.pgn ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {problem.fields.pgn}
          </p>
        ) : null}
      </div>
      <InputField
        label="Your name in the games"
        name="player"
        value={player}
        hint="As written in the White and Black headers, e.g. your Lichess username."
        onChange={(e) => {
          setPlayer(e.target.value);
          setResult(null);
        }}
        error={problem?.fields.player ?? null}
      />
      {problem && !problem.fields.pgn && !problem.fields.player ? (
        <FormMessage tone="error">{problem.message}</FormMessage>
      ) : null}
      {result ? <ImportSummary r={result} /> : null}
      <div className="flex flex-wrap justify-end gap-2">
        {result?.dry_run ? (
          <Button type="submit" pending={state.isLoading} disabled={result.games.length === 0}>
            Import {result.games.length} games
          </Button>
        ) : (
          <Button type="button" pending={state.isLoading} onClick={() => void run(true)}>
            Show games and cost
          </Button>
        )}
      </div>
    </form>
  );
}
