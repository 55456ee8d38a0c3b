import { canDrawFlagEmoji, flagEmoji } from '../../lib/flags.ts';
import { cn } from '../../lib/cn.ts';

const sizes = { sm: 'text-lg', md: 'text-xl' } as const;

/**
 * A country's flag where the device draws flag emoji, otherwise its two-letter code in a small
 * chip, so no one sees empty boxes. With `label` it is an image named after the country;
 * without, it is decoration beside a visible name.
 */
export function CountryFlag({
  code,
  label,
  size = 'sm',
}: {
  code: string | null | undefined;
  label?: string;
  size?: keyof typeof sizes;
}) {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return null;
  const upper = code.toUpperCase();
  const a11y = label
    ? ({ role: 'img', 'aria-label': label, title: label } as const)
    : ({ 'aria-hidden': true } as const);
  if (canDrawFlagEmoji()) {
    return (
      <span {...a11y} className={cn('shrink-0 leading-none', sizes[size])}>
        {flagEmoji(upper)}
      </span>
    );
  }
  return (
    <span
      {...a11y}
      className="inline-grid h-5 min-w-7 shrink-0 place-items-center rounded border border-slate-300 bg-slate-50 px-1 text-[0.65rem] font-bold tracking-wide text-slate-600"
    >
      {upper}
    </span>
  );
}
