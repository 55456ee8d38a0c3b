import { type ButtonHTMLAttributes, type Ref } from 'react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

const variants = {
  primary:
    'bg-brand-600 text-white shadow-[0_4px_0_var(--color-brand-800)] hover:bg-brand-700 active:translate-y-0.5 active:shadow-[0_2px_0_var(--color-brand-800)]',
  secondary: 'bg-white text-brand-800 ring-2 ring-inset ring-brand-200 hover:bg-brand-50',
  ghost: 'text-ink hover:bg-black/5',
  danger: 'bg-danger text-white hover:brightness-95',
  dark: 'bg-ink text-white hover:bg-black',
} as const;

const sizes = {
  sm: 'min-h-10 px-4 text-sm',
  md: 'min-h-12 px-5 text-base',
  lg: 'min-h-14 px-7 text-lg',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Shows a spinner and blocks further presses while a request runs. */
  pending?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function buttonClass(
  variant: keyof typeof variants = 'primary',
  size: keyof typeof sizes = 'md',
  extra?: string,
) {
  return cn(
    'inline-flex select-none items-center justify-center gap-2 rounded-xl font-semibold transition',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400',
    'disabled:pointer-events-none disabled:opacity-60',
    variants[variant],
    sizes[size],
    extra,
  );
}

/** For links that look like buttons, use `buttonClass` on the router's <Link>. */
export function Button({
  variant,
  size,
  pending = false,
  className,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      className={buttonClass(variant, size, className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending && <Spinner className="-ml-1 [&>span:first-child]:size-5" label="Please wait" />}
      {children}
    </button>
  );
}
