import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link2, Trash2 } from 'lucide-react';
import type { ChessSite, LinkedAccount } from '@ascend/contract';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, InputField } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toProblem, type ApiProblem } from '../../../lib/api-error.ts';
import { useAppDispatch } from '../../../lib/hooks.ts';
import {
  IMPORT_TAGS,
  orionGamesApi,
  useLinkOrionAccountMutation,
  useOrionAccountsQuery,
  useUnlinkOrionAccountMutation,
} from './api.ts';

const SITES: [ChessSite, string][] = [
  ['lichess', 'Lichess'],
  ['chess.com', 'Chess.com'],
];
const SYNC_POLL_MS = 2000;

const skippedText = (a: LinkedAccount) => {
  const s = Object.entries(a.last_sync?.skipped ?? {});
  if (!s.length) return '';
  const words: Record<string, string> = {
    variant: 'variants',
    aborted: 'aborted',
    no_moves: 'without moves',
    duplicate: 'already here',
    unreadable: 'unreadable',
  };
  return ` Skipped: ${s.map(([k, n]) => `${n} ${words[k] ?? k}`).join(', ')}.`;
};

function AccountRow({ a }: { a: LinkedAccount }) {
  const [unlink, state] = useUnlinkOrionAccountMutation();
  const site = SITES.find(([k]) => k === a.site)![1];
  return (
    <li className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
      <span className="min-w-0 flex-1">
        <span className="block truncate font-bold text-ink">
          {a.username} <span className="font-normal text-muted">on {site}</span>
        </span>
        <span className="block text-sm text-muted" aria-live="polite">
          {a.sync_error ? (
            <span className="text-danger">{a.sync_error}</span>
          ) : a.last_synced_at ? (
            `${a.games} games imported; new ones arrive every day.${skippedText(a)}`
          ) : (
            <span className="inline-flex items-center gap-2">
              <Spinner label="" /> Importing your newest 20 games…
            </span>
          )}
        </span>
      </span>
      <button
        type="button"
        aria-label={`Unlink ${a.username} on ${site}`}
        className="grid size-11 place-items-center rounded-xl text-slate-500 hover:bg-slate-100 hover:text-danger focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none"
        disabled={state.isLoading}
        onClick={() => void unlink(a.id)}
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}

/** Link a Lichess or Chess.com account; its games are imported and analysed (issue 28). */
export function LinkedAccounts() {
  const probe = useOrionAccountsQuery(undefined);
  const syncing = probe.data?.some((a) => !a.last_synced_at && !a.sync_error) ?? false;
  const accounts = useOrionAccountsQuery(undefined, {
    pollingInterval: syncing ? SYNC_POLL_MS : 0,
  });
  // A sync imports games and charges those it starts: whenever one has finished (an account's
  // last sync or game count moved, however quickly it ran), the list of games, the balance
  // shown and the insights follow it.
  const dispatch = useAppDispatch();
  const synced = accounts.data?.map((a) => `${a.id}:${a.last_synced_at}:${a.games}`).join('|');
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (synced === undefined) return;
    if (seen.current !== undefined && seen.current !== synced)
      dispatch(orionGamesApi.util.invalidateTags([...IMPORT_TAGS]));
    seen.current = synced;
  }, [synced, dispatch]);
  const [link, state] = useLinkOrionAccountMutation();
  const [site, setSite] = useState<ChessSite>('lichess');
  const [username, setUsername] = useState('');
  const [problem, setProblem] = useState<ApiProblem | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    if (!username.trim()) {
      setProblem({ code: null, message: '', fields: { username: 'Enter your username.' } });
      return;
    }
    try {
      await link({ site, username: username.trim() }).unwrap();
      setUsername('');
    } catch (err) {
      setProblem(toProblem(err as Parameters<typeof toProblem>[0]));
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <form
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink">
          Site
          <select
            name="site"
            value={site}
            onChange={(e) => setSite(e.target.value as ChessSite)}
            className="min-h-11 rounded-xl border-2 border-slate-200 bg-white px-3 font-normal"
          >
            {SITES.map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <div className="flex-1">
          <InputField
            label="Your username there"
            name="username"
            value={username}
            autoComplete="off"
            onChange={(e) => setUsername(e.target.value)}
            error={problem?.fields.username ?? null}
          />
        </div>
        <Button type="submit" pending={state.isLoading}>
          <Link2 aria-hidden="true" className="size-4" /> Link account
        </Button>
      </form>
      {problem && !problem.fields.username ? (
        <FormMessage tone="error">{problem.message}</FormMessage>
      ) : null}
      {accounts.isLoading ? (
        <Spinner label="Loading your linked accounts" />
      ) : accounts.isError ? (
        <FormMessage tone="error">Your linked accounts could not be loaded.</FormMessage>
      ) : accounts.data?.length ? (
        <ul className="flex flex-col gap-2" aria-label="Linked accounts">
          {accounts.data.map((a) => (
            <AccountRow key={a.id} a={a} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">
          No account linked yet. Name your public Lichess or Chess.com account: your newest 20 games
          are imported at once and new ones every day, analysed as your credits allow.
        </p>
      )}
    </div>
  );
}
