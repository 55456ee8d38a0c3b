/** Each unit gets its own colour on the path, cycling, so units read as separate stretches. */
const themes = [
  {
    banner: 'bg-brand-500',
    shadow: 'shadow-[0_5px_0_var(--color-brand-700)]',
    soft: 'bg-brand-50 text-brand-700',
  },
  {
    banner: 'bg-sky-500',
    shadow: 'shadow-[0_5px_0_var(--color-sky-700)]',
    soft: 'bg-sky-50 text-sky-700',
  },
  {
    banner: 'bg-violet-500',
    shadow: 'shadow-[0_5px_0_var(--color-violet-700)]',
    soft: 'bg-violet-50 text-violet-700',
  },
  {
    banner: 'bg-orange-500',
    shadow: 'shadow-[0_5px_0_var(--color-orange-700)]',
    soft: 'bg-orange-50 text-orange-700',
  },
  {
    banner: 'bg-rose-500',
    shadow: 'shadow-[0_5px_0_var(--color-rose-700)]',
    soft: 'bg-rose-50 text-rose-700',
  },
] as const;

export const unitTheme = (index: number) =>
  themes[((index % themes.length) + themes.length) % themes.length]!;
