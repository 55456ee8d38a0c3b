import { useLocation } from 'react-router';
import { Spinner } from './spinner.tsx';

/** Loading wrapper inside /app: "loading please wait..." on a light panel over black (spec §2). */
export function AppLoading() {
  return (
    <div className="fixed inset-0 z-30 grid place-items-center bg-black">
      <div className="flex items-center gap-3 rounded-2xl bg-slate-50 px-6 py-4 text-ink shadow-xl">
        <Spinner className="text-brand-600" label="loading please wait..." />
        <p aria-hidden="true" className="font-medium">
          loading please wait...
        </p>
      </div>
    </div>
  );
}

/** Loading wrapper on public paths: "{path} is loading..." on grey (spec §2). */
export function PublicLoading() {
  const { pathname } = useLocation();
  const text = `${pathname} is loading...`;
  return (
    <div className="grid min-h-[60vh] place-items-center bg-slate-200 px-4">
      <div className="flex items-center gap-3 text-slate-800">
        <Spinner className="text-brand-700" label={text} />
        <p aria-hidden="true" className="font-medium">
          {text}
        </p>
      </div>
    </div>
  );
}

/** Picks the loading wrapper for the current path: the /app one inside the app, else the public one. */
export function PathLoading() {
  const { pathname } = useLocation();
  return pathname.toLowerCase().startsWith('/app') ? <AppLoading /> : <PublicLoading />;
}
