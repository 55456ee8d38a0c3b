import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';

/** Describes any thrown value as "status statusText" for responses, else its message. */
export function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/** The error element of every route (spec §8: "Unexpected Application Error!"). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50 p-6">
      <div className="max-w-lg text-center">
        <h1 className="text-3xl font-extrabold text-ink">Unexpected Application Error!</h1>
        <p className="mt-3 font-mono text-danger">{describeError(error)}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => window.location.reload()}
          >
            Reload the page
          </button>
          <Link to="/" className={buttonClass('secondary')} reloadDocument>
            Go home
          </Link>
        </div>
      </div>
    </main>
  );
}
