import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { AppLoading } from '../components/ui/loading-screen.tsx';
import { useCurrentUserQuery } from '../lib/account-api.ts';
import { toProblem } from '../lib/api-error.ts';
import { useAuth } from '../lib/hooks.ts';

/** /app guard: a signed-out visitor (or one whose session just ended) goes to /login. */
export function RequireAuth() {
  const { authorized } = useAuth();
  if (!authorized) return <Navigate to="/login" replace />;
  return (
    <Suspense fallback={<AppLoading />}>
      <Outlet />
    </Suspense>
  );
}

const onboardingPaths = ['/app/onboarding', '/app/placement'];

/**
 * Second guard (spec §2): loads the current user, sends an unverified account to the
 * "check your mail" screen and a learner without a placement to onboarding.
 */
export function PlacementGuard() {
  const { user, placement, isVerified } = useAuth();
  const { pathname } = useLocation();
  const { isError, error, refetch, isFetching } = useCurrentUserQuery(undefined);

  if (!user) {
    if (isError) {
      return (
        <div className="grid min-h-dvh place-items-center bg-slate-50 p-6 text-center">
          <div className="max-w-sm space-y-4">
            <h1 className="text-2xl font-bold">We could not load your account</h1>
            <p className="text-muted">{toProblem(error).message}</p>
            <Button pending={isFetching} onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        </div>
      );
    }
    return <AppLoading />;
  }
  if (!isVerified) return <Navigate to="/verify-email" replace />;
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (placement === 'not_set' && !onboardingPaths.includes(path))
    return <Navigate to="/app/onboarding" replace />;
  return <Outlet />;
}
