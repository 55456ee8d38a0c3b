import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { PublicLoading } from '../../../components/ui/loading-screen.tsx';
import { TopProgressBar } from '../../../components/ui/top-progress-bar.tsx';
import { useAuthSnapshot } from '../../../lib/auth/auth-snapshot.ts';
import { Prerendered } from './prerendered.tsx';
import { TopNav } from './top-nav.tsx';
import { publicRedirect } from './public-redirect.ts';

/** Spec §9: the route-change progress display lasts about 1000 ms. */
export const ROUTE_PROGRESS_MS = 1000;

/** Scrolls smoothly to the top and runs the top progress bar on every route change. */
export function useRouteChangeEffects(): boolean {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [showing, setShowing] = useState(false);
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    setShowing(true);
    const done = setTimeout(() => setShowing(false), ROUTE_PROGRESS_MS);
    return () => clearTimeout(done);
  }, [pathname]);
  return showing || navigation.state !== 'idle';
}

/** Shared by the marketing pages and the auth screens; `chrome` adds the nav and footer. */
export function PublicShell({ chrome }: { chrome: boolean }) {
  const auth = useAuthSnapshot();
  const { pathname } = useLocation();
  const progress = useRouteChangeEffects();
  const target = publicRedirect(auth, pathname);
  if (target) return <Navigate to={target} replace />;
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <TopProgressBar active={progress} />
      {chrome && <TopNav />}
      <main id="main" className="flex-1">
        <Suspense fallback={<PublicLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {chrome && <Prerendered name="footer" />}
    </div>
  );
}

export function PublicLayout() {
  return <PublicShell chrome />;
}
