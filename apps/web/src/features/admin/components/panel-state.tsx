import type { ReactNode } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toProblem } from '../../../lib/api-error.ts';

interface QueryState {
  isLoading: boolean;
  isFetching: boolean;
  error?: FetchBaseQueryError | SerializedError;
  refetch(): unknown;
}

/** Loading, error and empty states of a console list, or the list itself. */
export function PanelState({
  query,
  what,
  empty,
  children,
}: {
  query: QueryState;
  what: string;
  empty: string | null;
  children: ReactNode;
}) {
  if (query.isLoading)
    return (
      <div className="grid place-items-center py-12">
        <Spinner label={`Loading ${what}`} />
      </div>
    );
  if (query.error)
    return (
      <LoadError
        title={`Could not load ${what}`}
        message={toProblem(query.error).message}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  if (empty) return <p className="py-10 text-center text-muted">{empty}</p>;
  return <>{children}</>;
}
