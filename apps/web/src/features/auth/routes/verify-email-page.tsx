import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Navigate, useNavigate } from 'react-router';
import { Mail } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, InputField } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useLazyCurrentUserQuery } from '../../../lib/account-api.ts';
import { toProblem } from '../../../lib/api-error.ts';
import { deleteToken } from '../../../lib/auth/auth-slice.ts';
import { useAuth } from '../../../lib/hooks.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { checkEmail } from '../../../lib/validation.ts';
import { useResendEmailMutation } from '../api/auth-api.ts';
import { AuthCard, TextLink } from '../components/auth-card.tsx';

/** "Check your mail": shown after sign-up until the learner opens the verification link. */
export default function VerifyEmailPage() {
  usePageTitle('Verify your email');
  const auth = useAuth();
  const { authorized, isVerified } = auth;
  // A signed-out visitor (e.g. arriving from an expired link) types the address to resend to.
  const [typed, setTyped] = useState('');
  const email = auth.email ?? (checkEmail(typed) === null ? typed.trim() : null);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [resend, { isLoading }] = useResendEmailMutation();
  const [loadUser] = useLazyCurrentUserQuery();
  const [checking, setChecking] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  if (authorized && isVerified) return <Navigate to="/app/climb" replace />;

  async function onResend() {
    if (!email) return;
    const result = await resend(email);
    if ('error' in result)
      toast({
        variant: 'destructive',
        title: 'Could not resend',
        description: toProblem(result.error).message,
      });
    else
      toast({
        title: 'Email sent',
        description: `A new verification link is on its way to ${email}.`,
      });
  }

  // The learner verified in another tab or device: ask the server, then continue.
  async function onContinue() {
    setChecking(true);
    setNote(null);
    const result = await loadUser(undefined, false);
    setChecking(false);
    if (result.data?.verified) navigate('/app/climb', { replace: true });
    else setNote('Your email is not verified yet. Open the link in the mail we sent you.');
  }

  return (
    <AuthCard
      title="Check your mail"
      footer={
        authorized ? (
          <button
            type="button"
            className="font-semibold text-brand-700 hover:underline"
            onClick={() => dispatch(deleteToken())}
          >
            Use a different account
          </button>
        ) : (
          <TextLink to="/login">Back to log in</TextLink>
        )
      }
    >
      <div className="text-center">
        <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-700">
          <Mail aria-hidden="true" className="size-8" />
        </span>
        <p className="mt-4 text-muted">
          We sent a verification link to{' '}
          {auth.email ? <strong className="text-ink">{auth.email}</strong> : 'your email address'}.
          Open it to confirm your address and start climbing. The link works for 24 hours.
        </p>
        <p className="mt-2 text-sm text-muted">
          Nothing there? Look in your spam folder, or send a new link.
        </p>
      </div>
      {!auth.email && (
        <div className="mt-5">
          <InputField
            label="Email"
            type="email"
            autoComplete="email"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
      )}
      {note && (
        <div className="mt-4">
          <FormMessage tone="error">{note}</FormMessage>
        </div>
      )}
      <div className="mt-6 grid gap-3">
        {authorized && (
          <Button size="lg" pending={checking} onClick={onContinue}>
            I&apos;ve verified — continue
          </Button>
        )}
        <Button
          variant="secondary"
          size="lg"
          disabled={!email}
          pending={isLoading}
          onClick={onResend}
        >
          Resend email
        </Button>
      </div>
    </AuthCard>
  );
}
