import { useState, type ChangeEvent, type FormEvent } from 'react';
import { validate, type Check } from './validation.ts';

/**
 * Small form state: values, client errors shown after the first submit (then live), and a
 * place for server field errors. Server errors for a field clear as soon as it is edited.
 */
export function useForm<K extends string>(initial: Record<K, string>, checks: Record<K, Check>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [submitted, setSubmitted] = useState(false);

  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name] ?? null,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [name]: e.target.value };
      setValues(next);
      if (submitted)
        setErrors((prev) => ({ ...prev, [name]: checks[name](next[name]) ?? undefined }));
      else setErrors((prev) => ({ ...prev, [name]: undefined }));
    },
  });

  /** Validates; calls `onValid` only when every field passes. */
  const handleSubmit = (onValid: (values: Record<K, string>) => void) => (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = validate(values, checks);
    setErrors(found);
    if (Object.keys(found).length === 0) onValid(values);
  };

  /** Puts server-side field messages on the matching inputs; returns true if any matched. */
  const setServerErrors = (fields: Record<string, string>): boolean => {
    const matched = Object.keys(fields).filter((k): k is K => k in initial);
    if (matched.length)
      setErrors((prev) => ({ ...prev, ...Object.fromEntries(matched.map((k) => [k, fields[k]])) }));
    return matched.length > 0;
  };

  return { values, setValues, field, handleSubmit, setServerErrors };
}
