import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import * as Label from '@radix-ui/react-label';
import { cn } from '../../lib/cn.ts';

const fieldClass = (invalid: boolean) =>
  cn(
    'block w-full rounded-xl border-2 bg-white px-4 py-3 text-base text-ink placeholder:text-muted/70 transition',
    'focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100',
    invalid ? 'border-danger' : 'border-slate-200',
  );

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
}

function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  return (
    <div className="space-y-1.5">
      <Label.Root htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </Label.Root>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface InputFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is announced and linked through aria-describedby. */
export function InputField({ label, error, hint, id, className, ...rest }: InputFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint}>
      <input
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined}
        className={cn(fieldClass(Boolean(error)), className)}
        {...rest}
      />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

export function TextAreaField({ label, error, hint, id, className, ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint}>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined}
        className={cn(fieldClass(Boolean(error)), 'min-h-36 resize-y', className)}
        {...rest}
      />
    </FieldFrame>
  );
}

/** A form-level message (server failure or success) shown above the submit button. */
export function FormMessage({
  tone,
  children,
}: {
  tone: 'error' | 'success';
  children: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-xl px-4 py-3 text-sm font-medium',
        tone === 'error'
          ? 'bg-red-50 text-danger ring-1 ring-red-200'
          : 'bg-brand-50 text-brand-800 ring-1 ring-brand-200',
      )}
    >
      {children}
    </div>
  );
}
