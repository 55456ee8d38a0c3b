import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { FormMessage, InputField } from '../../../components/ui/input.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import { useDeleteAccountMutation } from '../api/settings-api.ts';
import { leaveDeletedAccount } from '../hooks/use-sign-out.ts';

/** Deletes the account after the password is confirmed, then signs out and goes home. */
export function DeleteAccountDialog({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [remove, { isLoading }] = useDeleteAccountMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (!password) return setFieldError('Enter your password to confirm');
    const res = await remove({ id: userId, password });
    if (res.error) {
      const problem = toProblem(res.error);
      if (problem.fields.password) setFieldError(problem.fields.password);
      else setFormError(problem.message);
      return;
    }
    leaveDeletedAccount();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setPassword('');
        setFieldError(null);
        setFormError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="danger">
          Delete account
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Delete your account?"
        description="Your profile, photo and email are removed for good and you are signed out everywhere. This cannot be undone."
      >
        <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
          <InputField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            error={fieldError}
            onChange={(e) => {
              setPassword(e.target.value);
              setFieldError(null);
            }}
          />
          {formError && <FormMessage tone="error">{formError}</FormMessage>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Keep my account
            </Button>
            <Button type="submit" variant="danger" pending={isLoading}>
              Delete forever
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
