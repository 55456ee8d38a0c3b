import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MailCheck, MailX } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { api } from '../../../lib/api.ts';
import { toProblem } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/hooks.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AuthCard } from '../components/auth-card.tsx';

// The one call of this page (spec section 7); it needs no sign-in, the signed token names the learner.
const unsubscribeApi = api.injectEndpoints({
  endpoints: (build) => ({
    unsubscribe: build.mutation<{ message: string }, string>({
      query: (token) => ({ url: 'notification/unsubscribe/', method: 'POST', body: { token } }),
      transformResponse: (body: { data: { message: string } }) => body.data,
    }),
  }),
});

type Outcome =
  { state: 'working' } | { state: 'done'; message: string } | { state: 'failed'; message: string };

const NO_TOKEN =
  'This link has no unsubscribe token. Open the link from the email exactly as it was sent.';

/**
 * Opened from a marketing mail's link: turns news mails off for the learner the token names.
 * Reachable while signed in too (the public redirect makes an exception for this path).
 */
export default function UnsubscribePage() {
  usePageTitle('Email preferences');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { authorized } = useAuth();
  const [unsubscribe] = unsubscribeApi.useUnsubscribeMutation();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: 'working' } : { state: 'failed', message: NO_TOKEN },
  );
  // React's development double effects must not send the call twice.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    void unsubscribe(token).then((result) =>
      setOutcome(
        result.error
          ? { state: 'failed', message: toProblem(result.error).message }
          : { state: 'done', message: result.data.message },
      ),
    );
  }, [token, unsubscribe]);

  const onward = authorized
    ? { to: '/app/climb', label: 'Back to your climb' }
    : { to: '/', label: 'Go to the home page' };
  return (
    <AuthCard title="Email preferences">
      {outcome.state === 'working' && (
        <div className="flex items-center justify-center gap-3 py-6 text-muted">
          <Spinner className="text-brand-600" label="Unsubscribing" /> Unsubscribing you…
        </div>
      )}
      {outcome.state !== 'working' && (
        <div role={outcome.state === 'done' ? 'status' : 'alert'} className="text-center">
          {outcome.state === 'done' ? (
            <MailCheck aria-hidden="true" className="mx-auto size-12 text-brand-600" />
          ) : (
            <MailX aria-hidden="true" className="mx-auto size-12 text-danger" />
          )}
          <p className="mt-3 text-lg font-semibold text-ink">
            {outcome.state === 'done' ? 'You are unsubscribed' : 'We could not unsubscribe you'}
          </p>
          <p className="mt-1 text-muted">{outcome.message}</p>
          {outcome.state === 'failed' && (
            <p className="mt-2 text-sm text-muted">
              Account mails, such as password resets, are always sent because they keep your account
              safe.
            </p>
          )}
          <Link to={onward.to} className={buttonClass('primary', 'lg', 'mt-6 w-full')}>
            {onward.label}
          </Link>
          {authorized && (
            <Link
              to="/app/settings"
              className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
            >
              Manage mail in Settings
            </Link>
          )}
        </div>
      )}
    </AuthCard>
  );
}
