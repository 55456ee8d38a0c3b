import { useDeferredValue, useMemo, useState } from 'react';
import { Check, Search } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { cn } from '../../../lib/cn.ts';
import { CountryFlag } from '../../../components/ui/country-flag.tsx';
import { countryOptions } from '../../../lib/countries.ts';

interface CountryDialogProps {
  open: boolean;
  saving: boolean;
  onCancel: () => void;
  onContinue: (code: string) => void;
}

/** "Select Country": every ISO 3166 country, sorted and searchable; prices follow the choice. */
export function CountryDialog({ open, saving, onCancel, onContinue }: CountryDialogProps) {
  const [query, setQuery] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const deferred = useDeferredValue(query.trim().toLowerCase());
  const matches = useMemo(
    () =>
      countryOptions().filter(
        (c) =>
          !deferred || c.name.toLowerCase().includes(deferred) || c.code.toLowerCase() === deferred,
      ),
    [deferred],
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !saving && onCancel()}>
      <DialogContent
        title="Select Country"
        description="Prices are shown in your country's currency."
      >
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted"
          />
          <input
            type="search"
            aria-label="Search countries"
            placeholder="Search countries"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="block w-full rounded-xl border-2 border-slate-200 py-3 pl-10 pr-4 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100"
          />
        </div>
        <div
          role="radiogroup"
          aria-label="Countries"
          className="mt-3 max-h-[min(18rem,45dvh)] overflow-y-auto rounded-xl border border-slate-200"
        >
          {matches.length === 0 && (
            <p className="p-4 text-center text-muted">No country matches “{query}”.</p>
          )}
          {matches.map((c) => {
            const checked = c.code === code;
            return (
              <button
                key={c.code}
                type="button"
                role="radio"
                aria-checked={checked}
                onClick={() => setCode(c.code)}
                className={cn(
                  'flex min-h-11 w-full items-center gap-3 border-b border-slate-100 px-3 text-left last:border-b-0',
                  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-400',
                  checked ? 'bg-brand-50 font-semibold text-brand-800' : 'hover:bg-slate-50',
                )}
              >
                <CountryFlag code={c.code} size="md" />
                <span className="flex-1">{c.name}</span>
                {checked && <Check aria-hidden="true" className="size-5 text-brand-600" />}
              </button>
            );
          })}
        </div>
        <Button
          className="mt-4 w-full"
          disabled={!code}
          pending={saving}
          onClick={() => code && onContinue(code)}
        >
          Continue
        </Button>
      </DialogContent>
    </Dialog>
  );
}
