import * as SwitchPrimitive from '@radix-ui/react-switch';
import { cn } from '../../../lib/cn.ts';

interface SwitchProps {
  id?: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  disabled?: boolean;
  'aria-describedby'?: string;
}

/** An on/off switch; label it with a <label htmlFor={id}>. */
export function Switch({ className, ...rest }: SwitchProps & { className?: string }) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        'relative inline-flex h-8 w-14 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition',
        'data-[state=checked]:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400',
        className,
      )}
      {...rest}
    >
      <SwitchPrimitive.Thumb className="block size-6 translate-x-1 rounded-full bg-white shadow transition data-[state=checked]:translate-x-7" />
    </SwitchPrimitive.Root>
  );
}
