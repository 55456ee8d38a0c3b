import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/input.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import { useForm } from '../../../lib/use-form.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { checkNewPassword } from '../../../lib/validation.ts';
import { useResetPasswordMutation } from '../api/auth-api.ts';
import { AuthCard, TextLink } from '../components/auth-card.tsx';
import { PasswordField } from '../components/password-field.tsx';

/** Opened from the mailed link: sets a new password with ?token=. */
export default function PasswordResetPage() {
  usePageTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<{ message: string; linkProblem: boolean } | null>(null);
  const [reset, { isLoading }] = useResetPasswordMutation();
  const form = useForm(
    { password: '', confirm: '' },
    { password: checkNewPassword, confirm: (v) => (v ? null : 'Repeat the new password') },
  );

  const onSubmit = form.handleSubmit(async ({ password, confirm }) => {
    setFailure(null);
    if (password !== confirm) {
      form.setServerErrors({ confirm: 'The two passwords do not match' });
      return;
    }
    const result = await reset({ token: token ?? '', password });
    if ('error' in result) {
      const problem = toProblem(result.error);
      if (!form.setServerErrors(problem.fields))
        setFailure({
          message: problem.message,
          linkProblem: problem.code === 'INVALID_TOKEN' || 'token' in problem.fields,
        });
      return;
    }
    setDone(true);
  });

  if (!token) {
    return (
      <AuthCard
        title="Choose a new password"
        footer={<TextLink to="/login">Back to log in</TextLink>}
      >
        <FormMessage tone="error">
          This link has no reset token. Open the link from the email exactly as it was sent, or ask
          for a new one.
        </FormMessage>
        <Link to="/forgot-password" className={buttonClass('primary', 'lg', 'mt-6 w-full')}>
          Get a new link
        </Link>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title="Password changed">
        <div role="status" className="text-center">
          <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-brand-600" />
          <p className="mt-3 text-muted">
            Your new password is set. For your safety, you have been signed out on every device.
          </p>
          <Link to="/login" className={buttonClass('primary', 'lg', 'mt-6 w-full')}>
            Log in
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Pick something you have not used here before."
      footer={<TextLink to="/login">Back to log in</TextLink>}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="8 to 128 characters."
          {...form.field('password')}
        />
        <PasswordField
          label="Repeat new password"
          autoComplete="new-password"
          {...form.field('confirm')}
        />
        {failure && (
          <FormMessage tone="error">
            {failure.message}{' '}
            {failure.linkProblem && <TextLink to="/forgot-password">Get a new link</TextLink>}
          </FormMessage>
        )}
        <Button type="submit" size="lg" className="w-full" pending={isLoading}>
          {isLoading ? 'Saving…' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
