import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, InputField } from '../../../components/ui/input.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import { useForm } from '../../../lib/use-form.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { checkEmail, checkLoginPassword } from '../../../lib/validation.ts';
import { useLoginMutation } from '../api/auth-api.ts';
import { AuthCard, TextLink } from '../components/auth-card.tsx';
import { GoogleButton } from '../components/google-button.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { useStartSession } from '../hooks/use-start-session.ts';

export default function LoginPage() {
  usePageTitle('Log in');
  const form = useForm(
    { email: '', password: '' },
    { email: checkEmail, password: checkLoginPassword },
  );
  const [login, { isLoading }] = useLoginMutation();
  const startSession = useStartSession();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    const result = await login({ email: email.trim(), password });
    if ('error' in result) {
      const problem = toProblem(result.error);
      // Wrong credentials name no single field: say it once, above the button.
      if (problem.code === 'INVALID_CREDENTIALS' || !form.setServerErrors(problem.fields))
        setFailure(problem.message);
      return;
    }
    startSession(result.data);
    navigate('/app/climb', { replace: true });
  });

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to continue your climb."
      footer={
        <>
          New to Ascend Chess? <TextLink to="/sign-up">Create an account</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <InputField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <div className="-mt-2 text-right text-sm">
          <TextLink to="/forgot-password">Forgot password?</TextLink>
        </div>
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        <Button type="submit" size="lg" className="w-full" pending={isLoading}>
          {isLoading ? 'Logging in…' : 'Log in'}
        </Button>
      </form>
      <div className="mt-5">
        <GoogleButton />
      </div>
    </AuthCard>
  );
}
