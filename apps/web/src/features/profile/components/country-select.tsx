import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Check, ChevronDown, Search } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { CountryFlag } from '../../../components/ui/country-flag.tsx';
import { countryName, countryOptions } from '../../../lib/countries.ts';

interface CountrySelectProps {
  label: string;
  value: string | null;
  onChange(code: string): void;
  error?: string | null;
}

const normalise = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** A searchable list of every country: type to filter, arrows to move, Enter to pick. */
export function CountrySelect({ label, value, onChange, error }: CountrySelectProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const matches = useMemo(() => {
    const q = normalise(query.trim());
    return q
      ? countryOptions().filter((c) => normalise(c.name).includes(q) || c.code.toLowerCase() === q)
      : countryOptions();
  }, [query]);

  const pick = (code: string) => {
    onChange(code);
    setOpen(false);
  };
  const focusOption = (index: number) => {
    setActive(index);
    list.current?.children[index]?.scrollIntoView({ block: 'nearest' });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = active + (e.key === 'ArrowDown' ? 1 : -1);
      focusOption(Math.min(matches.length - 1, Math.max(0, next)));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const match = matches[active];
      if (match) pick(match.code);
    }
  };

  return (
    <div className="space-y-1.5">
      <span id={`${id}-label`} className="block text-sm font-semibold text-ink">
        {label}
      </span>
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setQuery('');
          setActive(
            Math.max(
              0,
              countryOptions().findIndex((c) => c.code === value),
            ),
          );
        }}
      >
        <Popover.Trigger
          aria-labelledby={`${id}-label ${id}-value`}
          aria-invalid={error ? true : undefined}
          className={cn(
            'flex min-h-12 w-full items-center gap-2 rounded-xl border-2 bg-white px-4 text-left text-base transition',
            'focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100',
            error ? 'border-danger' : 'border-slate-200',
          )}
        >
          {value && <CountryFlag code={value} />}
          <span id={`${id}-value`} className={cn('flex-1 truncate', !value && 'text-muted')}>
            {value ? (countryName(value) ?? value) : 'Choose your country'}
          </span>
          <ChevronDown aria-hidden="true" className="size-5 text-muted" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            className="z-50 w-[var(--radix-popover-trigger-width)] rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
          >
            <div className="flex items-center gap-2 rounded-lg bg-slate-100 px-3">
              <Search aria-hidden="true" className="size-4 text-muted" />
              <input
                role="combobox"
                aria-label="Search countries"
                aria-expanded="true"
                aria-controls={listId}
                aria-activedescendant={
                  matches[active] ? `${id}-${matches[active].code}` : undefined
                }
                autoComplete="off"
                value={query}
                onChange={(e) => {
                  setQuery(e.target.value);
                  setActive(0);
                }}
                onKeyDown={onKeyDown}
                placeholder="Search countries"
                className="min-h-10 flex-1 bg-transparent text-base outline-none"
              />
            </div>
            <ul
              ref={list}
              id={listId}
              role="listbox"
              aria-label="Countries"
              className="mt-2 max-h-64 overflow-y-auto overscroll-contain"
            >
              {matches.map((c, i) => (
                <li
                  key={c.code}
                  id={`${id}-${c.code}`}
                  role="option"
                  aria-selected={c.code === value}
                  onPointerMove={() => setActive(i)}
                  onClick={() => pick(c.code)}
                  className={cn(
                    'flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm',
                    i === active && 'bg-brand-50 text-brand-800',
                  )}
                >
                  <CountryFlag code={c.code} />
                  <span className="flex-1">{c.name}</span>
                  {c.code === value && (
                    <Check aria-hidden="true" className="size-4 text-brand-700" />
                  )}
                </li>
              ))}
              {matches.length === 0 && (
                <li className="px-3 py-4 text-center text-sm text-muted">
                  No country matches “{query}”
                </li>
              )}
            </ul>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
