import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLazyCurrentUserQuery } from '../../../lib/account-api.ts';
import { toProblem } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/hooks.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useVerifyEmailMutation } from '../api/auth-api.ts';
import { AuthCard } from '../components/auth-card.tsx';

type Outcome = { state: 'working' } | { state: 'done' } | { state: 'failed'; message: string };

/** Opened from the mailed link: consumes ?token= once, then continues into the app. */
export default function EmailVerificationPage() {
  usePageTitle('Email verification');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { authorized } = useAuth();
  const [loadUser] = useLazyCurrentUserQuery();
  const navigate = useNavigate();
  const [verify] = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<Outcome>(
    token
      ? { state: 'working' }
      : {
          state: 'failed',
          message:
            'This link has no verification token. Open the link from the email exactly as it was sent.',
        },
  );
  // Tokens are single-use: React's development double effects must not spend it twice.
  const spent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || spent.current === token) return;
    spent.current = token;
    void (async () => {
      const result = await verify({ token });
      if ('error' in result) {
        setOutcome({ state: 'failed', message: toProblem(result.error).message });
        return;
      }
      if (authorized) {
        await loadUser(undefined, false);
        navigate('/app/climb', { replace: true });
        return;
      }
      setOutcome({ state: 'done' });
    })();
  }, [token, authorized, verify, loadUser, navigate]);

  return (
    <AuthCard title="Email verification">
      {outcome.state === 'working' && (
        <div className="flex items-center justify-center gap-3 py-6 text-muted">
          <Spinner className="text-brand-600" label="Verifying your email" /> Verifying your email…
        </div>
      )}
      {outcome.state === 'done' && (
        <div role="status" className="text-center">
          <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-brand-600" />
          <p className="mt-3 text-lg font-semibold text-ink">Your email is verified.</p>
          <p className="mt-1 text-muted">Log in to start your climb.</p>
          <Link to="/login" className={buttonClass('primary', 'lg', 'mt-6 w-full')}>
            Log in
          </Link>
        </div>
      )}
      {outcome.state === 'failed' && (
        <div role="alert" className="text-center">
          <XCircle aria-hidden="true" className="mx-auto size-12 text-danger" />
          <p className="mt-3 text-lg font-semibold text-ink">We could not verify your email.</p>
          <p className="mt-1 text-muted">{outcome.message}</p>
          <Link to="/verify-email" className={buttonClass('primary', 'lg', 'mt-6 w-full')}>
            Send a new link
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
