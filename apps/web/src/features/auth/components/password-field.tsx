import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { InputField, type InputFieldProps } from '../../../components/ui/input.tsx';

/** A password input with a show/hide toggle (helps on phones, where typos are common). */
export function PasswordField(props: Omit<InputFieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <InputField {...props} type={visible ? 'text' : 'password'} className="pr-14" />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        className="absolute right-1.5 top-[1.95rem] grid size-11 place-items-center rounded-lg text-muted hover:bg-black/5"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}
