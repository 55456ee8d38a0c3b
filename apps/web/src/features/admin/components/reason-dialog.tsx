import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { FormMessage, InputField, TextAreaField } from '../../../components/ui/input.tsx';
import { toProblem } from '../../../lib/api-error.ts';

/** A whole-number field the action needs besides its reason (credits, days). */
export interface NumberField {
  name: 'amount' | 'days';
  label: string;
  hint: string;
  initial: string;
}

interface Props {
  label: string;
  title: string;
  description: ReactNode;
  variant?: ButtonProps['variant'];
  number?: NumberField;
  confirm: string;
  /** Runs the action; throws an RTK Query error (from `.unwrap()`) on failure. */
  onSubmit(values: { reason: string; amount?: number; days?: number }): Promise<unknown>;
}

/** Every console action opens this: a required reason (kept in the audit log), then submit. */
export function ReasonDialog({
  label,
  title,
  description,
  variant,
  number,
  confirm,
  onSubmit,
}: Props) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [value, setValue] = useState(number?.initial ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (reason.trim().length < 3) next.reason = 'Give a reason of at least 3 characters';
    const n = Number(value);
    if (number && (!/^-?\d+$/.test(value.trim()) || n === 0))
      next[number.name] = `${number.label} must be a whole number other than 0`;
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length) return;
    setPending(true);
    try {
      await onSubmit({ reason: reason.trim(), ...(number ? { [number.name]: n } : {}) });
      setOpen(false);
      setReason('');
    } catch (err) {
      const problem = toProblem(err as Parameters<typeof toProblem>[0]);
      setErrors(problem.fields);
      setFailure(problem.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant ?? 'secondary'} size="sm">
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        <form className="space-y-4" onSubmit={(e) => void submit(e)} noValidate>
          {number && (
            <InputField
              label={number.label}
              hint={number.hint}
              inputMode="numeric"
              value={value}
              error={errors[number.name]}
              onChange={(e) => setValue(e.target.value)}
            />
          )}
          <TextAreaField
            label="Reason (kept in the audit log)"
            value={reason}
            error={errors.reason}
            required
            maxLength={500}
            className="min-h-24"
            onChange={(e) => setReason(e.target.value)}
          />
          {failure && <FormMessage tone="error">{failure}</FormMessage>}
          <Button
            type="submit"
            pending={pending}
            variant={variant === 'danger' ? 'danger' : 'primary'}
            className="w-full"
          >
            {confirm}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
