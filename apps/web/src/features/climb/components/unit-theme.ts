/**
 * Each unit gets its own colour on the path, cycling, so units read as separate stretches. The
 * 700 shades keep the banner's white text at WCAG AA contrast (the 500s did not).
 */
const themes = [
  {
    banner: 'bg-brand-700',
    shadow: 'shadow-[0_5px_0_var(--color-brand-900)]',
    soft: 'bg-brand-50 text-brand-700',
  },
  {
    banner: 'bg-sky-700',
    shadow: 'shadow-[0_5px_0_var(--color-sky-900)]',
    soft: 'bg-sky-50 text-sky-700',
  },
  {
    banner: 'bg-violet-700',
    shadow: 'shadow-[0_5px_0_var(--color-violet-900)]',
    soft: 'bg-violet-50 text-violet-700',
  },
  {
    banner: 'bg-orange-700',
    shadow: 'shadow-[0_5px_0_var(--color-orange-900)]',
    soft: 'bg-orange-50 text-orange-700',
  },
  {
    banner: 'bg-rose-700',
    shadow: 'shadow-[0_5px_0_var(--color-rose-900)]',
    soft: 'bg-rose-50 text-rose-700',
  },
] as const;

export const unitTheme = (index: number) =>
  themes[((index % themes.length) + themes.length) % themes.length]!;
