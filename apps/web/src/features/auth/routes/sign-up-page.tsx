import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, InputField } from '../../../components/ui/input.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import { useForm } from '../../../lib/use-form.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { checkEmail, checkNewPassword } from '../../../lib/validation.ts';
import { useSignUpMutation } from '../api/auth-api.ts';
import { AuthCard, TextLink } from '../components/auth-card.tsx';
import { GoogleButton } from '../components/google-button.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { useStartSession } from '../hooks/use-start-session.ts';

export default function SignUpPage() {
  usePageTitle('Sign up');
  const form = useForm(
    { email: '', password: '' },
    { email: checkEmail, password: checkNewPassword },
  );
  const [signUp, { isLoading }] = useSignUpMutation();
  const startSession = useStartSession();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    const result = await signUp({ email: email.trim(), password });
    if ('error' in result) {
      const problem = toProblem(result.error);
      if (!form.setServerErrors(problem.fields)) setFailure(problem.message);
      return;
    }
    startSession(result.data);
    navigate('/verify-email', { replace: true });
  });

  return (
    <AuthCard
      title="Create your account"
      subtitle="Free forever for learning. It takes less than a minute."
      footer={
        <>
          Already have an account? <TextLink to="/login">Log in</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <InputField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint="8 to 128 characters."
          {...form.field('password')}
        />
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        <Button type="submit" size="lg" className="w-full" pending={isLoading}>
          {isLoading ? 'Creating your account…' : 'Sign Up'}
        </Button>
        <p className="text-center text-sm text-muted">
          By signing up you agree to our <TextLink to="/terms-of-use">Terms of Service</TextLink>{' '}
          and <TextLink to="/privacy-policy">Privacy Policy</TextLink>.
        </p>
      </form>
      <div className="mt-5">
        <GoogleButton />
      </div>
    </AuthCard>
  );
}
