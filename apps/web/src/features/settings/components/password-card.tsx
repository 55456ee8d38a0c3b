import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, InputField } from '../../../components/ui/input.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import { useForm } from '../../../lib/use-form.ts';
import { checkLoginPassword, checkNewPassword } from '../../../lib/validation.ts';
import { useChangePasswordMutation } from '../api/settings-api.ts';
import { SettingsSection } from './settings-section.tsx';

const empty = { current_password: '', new_password: '', confirm: '' };

/** Change the password: the current one, then the new one twice. */
export function PasswordCard() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [result, setResult] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const form = useForm(empty, {
    current_password: (v) => (checkLoginPassword(v) ? 'Enter your current password' : null),
    new_password: checkNewPassword,
    confirm: (v) => (v ? null : 'Repeat the new password'),
  });

  const submit = form.handleSubmit(async ({ current_password, new_password, confirm }) => {
    setResult(null);
    // A check that needs two fields, so it runs here rather than per field.
    if (confirm !== new_password)
      return void form.setServerErrors({ confirm: 'The passwords do not match' });
    const res = await changePassword({ current_password, new_password });
    if (res.error) {
      const problem = toProblem(res.error);
      if (!form.setServerErrors(problem.fields))
        setResult({ tone: 'error', text: problem.message });
      return;
    }
    form.setValues(empty);
    setResult({ tone: 'success', text: res.data.message });
  });

  return (
    <SettingsSection title="Password" description="Use at least 8 characters." Icon={KeyRound}>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <InputField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...form.field('current_password')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label="New password"
            type="password"
            autoComplete="new-password"
            {...form.field('new_password')}
          />
          <InputField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            {...form.field('confirm')}
          />
        </div>
        {result && <FormMessage tone={result.tone}>{result.text}</FormMessage>}
        <Button type="submit" pending={isLoading}>
          Change password
        </Button>
      </form>
    </SettingsSection>
  );
}
