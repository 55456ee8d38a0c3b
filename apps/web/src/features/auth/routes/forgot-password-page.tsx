import { useState } from 'react';
import { MailCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, InputField } from '../../../components/ui/input.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import { useForm } from '../../../lib/use-form.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { checkEmail } from '../../../lib/validation.ts';
import { useForgotPasswordMutation } from '../api/auth-api.ts';
import { AuthCard, TextLink } from '../components/auth-card.tsx';

export default function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const form = useForm({ email: '' }, { email: checkEmail });
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    const result = await forgot(email.trim());
    if ('error' in result) {
      const problem = toProblem(result.error);
      if (!form.setServerErrors(problem.fields)) setFailure(problem.message);
      return;
    }
    setSentTo(email.trim());
  });

  return (
    <AuthCard title="Reset your password" footer={<TextLink to="/login">Back to log in</TextLink>}>
      {sentTo ? (
        <div role="status" className="text-center">
          <MailCheck aria-hidden="true" className="mx-auto size-12 text-brand-600" />
          <p className="mt-3 text-lg font-semibold text-ink">Check your inbox</p>
          <p className="mt-1 text-muted">
            If an account exists for <strong className="text-ink">{sentTo}</strong>, we have sent a
            link to choose a new password. The link works for one hour.
          </p>
          <Button variant="secondary" className="mt-6" onClick={() => setSentTo(null)}>
            Use a different email
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <p className="text-muted">
            Enter the email you signed up with and we will send you a link to choose a new password.
          </p>
          <InputField label="Email" type="email" autoComplete="email" {...form.field('email')} />
          {failure && <FormMessage tone="error">{failure}</FormMessage>}
          <Button type="submit" size="lg" className="w-full" pending={isLoading}>
            {isLoading ? 'Sending…' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
