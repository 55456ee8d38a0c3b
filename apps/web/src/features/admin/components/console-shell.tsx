import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import { useAdminMeQuery } from '../api/admin-api.ts';
import { RoleContext } from '../lib/role.ts';

/** What a learner (or anyone without an operator role) sees at /admin. */
function NotAllowed({ message }: { message: string }) {
  return (
    <main className="mx-auto max-w-md px-6 py-16 text-center" role="alert">
      <h1 className="text-2xl font-bold text-ink">Not allowed</h1>
      <p className="mt-3 text-muted">{message}</p>
      <p className="mt-1 text-muted">
        Roles are given on the server by the operator; ask an admin if you need access.
      </p>
      <Link to="/app" className={buttonClass('primary', 'md', 'mt-6')}>
        Back to learning
      </Link>
    </main>
  );
}

/** The console's frame: the operator's role is checked on the server before anything shows. */
export function ConsoleShell({ children }: { children: ReactNode }) {
  const me = useAdminMeQuery(undefined);
  let body: ReactNode;
  if (me.isLoading) {
    body = (
      <div className="grid place-items-center py-24">
        <Spinner label="Checking your role" />
      </div>
    );
  } else if (me.error) {
    const problem = toProblem(me.error);
    body =
      problem.code === 'FORBIDDEN' ? (
        <NotAllowed message={problem.message} />
      ) : (
        <LoadError
          title="The console could not load"
          message={problem.message}
          retrying={me.isFetching}
          onRetry={() => void me.refetch()}
        />
      );
  } else if (me.data) {
    body = <RoleContext value={me.data.role}>{children}</RoleContext>;
  }
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <Link to="/admin" className="flex items-center gap-2" aria-label="Operator console home">
            <Logo />
            <span className="hidden text-sm font-semibold text-muted sm:inline">
              Operator console
            </span>
          </Link>
          {me.data && (
            <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
              Signed in as {me.data.role}
            </span>
          )}
        </div>
      </header>
      {body}
    </div>
  );
}
