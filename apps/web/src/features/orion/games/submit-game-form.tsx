import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { FileUp, ClipboardPaste, Gamepad2 } from 'lucide-react';
import { MAX_PGN_CHARS, type EngineGame } from '@ascend/contract';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, TextAreaField } from '../../../components/ui/input.tsx';
import { toProblem, type ApiProblem } from '../../../lib/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { useOrionCreditsQuery, useSubmitOrionGameMutation } from './api.ts';
import { LessonGamePicker, lessonGameSide } from './lesson-game-picker.tsx';

type Source = 'paste' | 'file' | 'lesson';
type Side = 'white' | 'black';

const PLACEHOLDER = '[White "You"]\n[Black "Friend"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 …';

/**
 * Paste a PGN or pick a .pgn file and say which side you played, or pick a finished game from
 * the lessons (the side is known), and send it for analysis.
 */
export function SubmitGameForm() {
  const navigate = useNavigate();
  const credits = useOrionCreditsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [submit, state] = useSubmitOrionGameMutation();
  const [source, setSource] = useState<Source>('paste');
  const [pgn, setPgn] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [color, setColor] = useState<Side>('white');
  const [lessonGame, setLessonGame] = useState<EngineGame | null>(null);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const cost = credits.data?.analysis_cost ?? null;
  const short = credits.data ? credits.data.balance < credits.data.analysis_cost : false;

  async function readFile(file: File | undefined) {
    setFileError(null);
    setProblem(null);
    if (!file) return;
    if (file.size > MAX_PGN_CHARS) {
      setFileError('That file is too large for one game. Choose a .pgn file with a single game.');
      return;
    }
    setFileName(file.name);
    setPgn(await file.text());
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    if (source === 'lesson' && !lessonGame) {
      setProblem({ code: null, message: '', fields: { attempt_id: 'Pick a game first.' } });
      return;
    }
    if (source !== 'lesson' && !pgn.trim()) {
      setProblem({
        code: null,
        message: '',
        fields: {
          pgn: source === 'file' ? 'Choose a .pgn file first.' : 'Paste the moves of a game first.',
        },
      });
      return;
    }
    try {
      const body = source === 'lesson' ? { attempt_id: lessonGame!.id } : { pgn, color, source };
      const { id, reused } = await submit(body).unwrap();
      void navigate(`/app/orion/games/${id}`, { state: { reused } });
    } catch (err) {
      setProblem(toProblem(err as Parameters<typeof toProblem>[0]));
    }
  }

  const pgnError = problem?.fields.pgn ?? fileError;
  const gameError = problem?.fields.attempt_id ?? null;
  const formError = problem && !problem.fields.pgn && !gameError ? problem.message : null;

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" noValidate>
      {/* Native radios (arrow keys move between them), drawn as cards. */}
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Where the game comes from</legend>
        {(
          [
            ['paste', 'Paste PGN', ClipboardPaste],
            ['file', 'Upload a file', FileUp],
            ['lesson', 'From your lessons', Gamepad2],
          ] as const
        ).map(([key, label, Icon]) => (
          <label
            key={key}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 whitespace-nowrap rounded-xl border-2 px-4 text-sm font-bold has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-200',
              source === key
                ? 'border-brand-500 bg-brand-50 text-brand-800'
                : 'border-slate-200 bg-white text-slate-700 hover:border-slate-300',
            )}
          >
            <input
              type="radio"
              name="source"
              value={key}
              checked={source === key}
              onChange={() => {
                setSource(key);
                setProblem(null);
              }}
              className="sr-only"
            />
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </label>
        ))}
      </fieldset>

      {source === 'lesson' ? (
        <LessonGamePicker
          value={lessonGame}
          onChange={(g) => {
            setLessonGame(g);
            setProblem(null);
          }}
          error={gameError}
        />
      ) : source === 'paste' ? (
        <TextAreaField
          label="Your game in PGN"
          name="pgn"
          rows={7}
          value={pgn}
          placeholder={PLACEHOLDER}
          onChange={(e) => setPgn(e.target.value)}
          error={pgnError}
          hint="From 5 to 100 moves each. Export it from any chess site, or type the moves."
          className="font-mono text-sm"
          spellCheck={false}
        />
      ) : (
        <div className="space-y-1.5">
          <label htmlFor="pgn-file" className="block text-sm font-semibold text-ink">
            A .pgn file with one game
          </label>
          <input
            id="pgn-file"
            type="file"
            accept=".pgn,application/x-chess-pgn,text/plain"
            onChange={(e) => void readFile(e.target.files?.[0])}
            aria-describedby={pgnError ? 'pgn-file-error' : undefined}
            className="block w-full rounded-xl border-2 border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700 file:mr-4 file:rounded-lg file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:font-bold file:text-white"
          />
          {pgnError ? (
            <p id="pgn-file-error" role="alert" className="text-sm font-medium text-danger">
              {pgnError}
            </p>
          ) : fileName ? (
            <p className="text-sm text-muted">
              {fileName}: {pgn.length.toLocaleString('en')} characters read.
            </p>
          ) : null}
        </div>
      )}

      {source === 'lesson' ? (
        lessonGame ? (
          <p className="text-sm text-muted">
            You played <strong className="text-ink">{lessonGameSide(lessonGame)}</strong>, the side
            to move in the lesson&rsquo;s position.
          </p>
        ) : null
      ) : (
        <fieldset className="flex flex-wrap items-center gap-3">
          <legend className="mb-2 text-sm font-semibold text-ink">You played</legend>
          {(['white', 'black'] as const).map((side) => (
            <label
              key={side}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 px-4 text-sm font-bold capitalize has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-200',
                color === side ? 'border-brand-500 bg-brand-50 text-brand-800' : 'border-slate-200',
              )}
            >
              <input
                type="radio"
                name="color"
                value={side}
                checked={color === side}
                onChange={() => setColor(side)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'size-4 rounded-full ring-1 ring-slate-400',
                  side === 'white' ? 'bg-white' : 'bg-slate-900',
                )}
              />
              {side}
            </label>
          ))}
        </fieldset>
      )}

      {formError ? (
        <FormMessage tone="error">
          {formError}
          {problem?.code === 'INSUFFICIENT_CREDITS' ? (
            <>
              {' '}
              <Link to="/app/shop" className="font-bold underline">
                See Hero
              </Link>
            </>
          ) : null}
        </FormMessage>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {credits.data ? (
            <>
              An analysis costs <strong className="text-ink">{cost} credits</strong>. You have{' '}
              <strong className={short ? 'text-danger' : 'text-ink'}>{credits.data.balance}</strong>
              .
            </>
          ) : credits.isError ? (
            'Your credit balance could not be loaded.'
          ) : (
            'Loading your credits…'
          )}
        </p>
        <Button type="submit" pending={state.isLoading}>
          Analyse my game
        </Button>
      </div>
    </form>
  );
}
