import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button } from '../../../components/ui/button.tsx';
import { InputField } from '../../../components/ui/input.tsx';
import { useSearchUsersQuery } from '../api/admin-api.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { PanelState } from './panel-state.tsx';

/** Find a learner by part of their email or username. */
export function UserSearch() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [hint, setHint] = useState<string | null>(null);
  const query = useSearchUsersQuery(q ? { q, page } : skipToken);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length < 2) {
      setHint('Type at least 2 characters of an email or username');
      return;
    }
    setHint(null);
    setPage(1);
    setQ(text.trim());
  };

  return (
    <section aria-labelledby="search-title" className="space-y-4">
      <h2 id="search-title" className="text-lg font-bold text-ink">
        Find a learner
      </h2>
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <InputField
            label="Email or username"
            type="search"
            value={text}
            error={hint}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
      {q && (
        <PanelState
          query={query}
          what="learners"
          empty={query.data?.total === 0 ? `No learner matches “${q}”.` : null}
        >
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {query.data?.results.map((u) => (
              <li key={u.id}>
                <Link
                  to={`/admin/users/${u.id}`}
                  className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-400"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-ink">
                      {u.email ?? '(deleted account)'}
                    </span>
                    <span className="block text-sm text-muted">
                      #{u.id} · {u.username ?? 'no username'}
                    </span>
                  </span>
                  <span className="flex gap-2 text-xs font-semibold">
                    {u.role !== 'learner' && (
                      <span className="rounded-full bg-brand-50 px-2 py-1 text-brand-800">
                        {u.role}
                      </span>
                    )}
                    {u.disabled && (
                      <span className="rounded-full bg-red-50 px-2 py-1 text-danger">disabled</span>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {query.data && (
            <Pager
              className="mt-4 justify-between"
              page={page}
              pageSize={query.data.page_size}
              total={query.data.total}
              onPage={setPage}
            />
          )}
        </PanelState>
      )}
    </section>
  );
}
