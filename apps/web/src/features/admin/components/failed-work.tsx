import { useState } from 'react';
import { useFailedJobsQuery, useFailedMailsQuery, useRetryMutation } from '../api/admin-api.ts';
import { when } from '../lib/format.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { PanelState } from './panel-state.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

function RetryButton({ path, what }: { path: string; what: string }) {
  const [retry] = useRetryMutation();
  return (
    <ReasonDialog
      label="Retry"
      title={`Retry this ${what}`}
      description="It goes back to its queue and is tried once more. Only an admin may retry."
      confirm="Retry"
      onSubmit={({ reason }) => retry({ path, reason }).unwrap()}
    />
  );
}

/** Background jobs and mails whose every retry is spent, each with a Retry. */
export function FailedWork() {
  const [jobPage, setJobPage] = useState(1);
  const [mailPage, setMailPage] = useState(1);
  const jobs = useFailedJobsQuery(jobPage);
  const mails = useFailedMailsQuery(mailPage);
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="jobs-title" className="space-y-3">
        <h2 id="jobs-title" className="text-lg font-bold text-ink">
          Failed jobs
        </h2>
        <PanelState
          query={jobs}
          what="failed jobs"
          empty={jobs.data?.total === 0 ? 'No failed jobs.' : null}
        >
          <ul className="space-y-2">
            {jobs.data?.results.map((j) => (
              <li
                key={j.id}
                className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{j.name}</p>
                  <p className="text-sm text-muted">{when(j.created_at)}</p>
                  {j.error && <p className="mt-1 break-words text-sm text-danger">{j.error}</p>}
                </div>
                <RetryButton path={`jobs/${j.name}/${j.id}`} what="job" />
              </li>
            ))}
          </ul>
          {jobs.data && (
            <Pager
              className="mt-4 justify-between"
              page={jobPage}
              pageSize={jobs.data.page_size}
              total={jobs.data.total}
              onPage={setJobPage}
            />
          )}
        </PanelState>
      </section>
      <section aria-labelledby="mails-title" className="space-y-3">
        <h2 id="mails-title" className="text-lg font-bold text-ink">
          Failed mails
        </h2>
        <PanelState
          query={mails}
          what="failed mails"
          empty={mails.data?.total === 0 ? 'No failed mails.' : null}
        >
          <ul className="space-y-2">
            {mails.data?.results.map((m) => (
              <li
                key={m.id}
                className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3"
              >
                <div className="min-w-0">
                  <p className="truncate font-semibold text-ink">{m.subject}</p>
                  <p className="truncate text-sm text-muted">
                    to {m.to} · {m.attempts} attempts · {when(m.created_at)}
                  </p>
                  {m.last_error && (
                    <p className="mt-1 break-words text-sm text-danger">{m.last_error}</p>
                  )}
                </div>
                <RetryButton path={`mails/${m.id}`} what="mail" />
              </li>
            ))}
          </ul>
          {mails.data && (
            <Pager
              className="mt-4 justify-between"
              page={mailPage}
              pageSize={mails.data.page_size}
              total={mails.data.total}
              onPage={setMailPage}
            />
          )}
        </PanelState>
      </section>
    </div>
  );
}
