import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(en);

export interface CountryOption {
  code: string;
  name: string;
}

/** The English short name of a country, or null for an unknown code. */
export function countryName(code: string | null | undefined): string | null {
  if (!code) return null;
  return countries.getName(code.toUpperCase(), 'en', { select: 'official' }) ?? null;
}

let cached: CountryOption[] | null = null;

/** Every country of i18n-iso-countries, sorted by name in English. */
export function countryOptions(): CountryOption[] {
  cached ??= Object.entries(countries.getNames('en', { select: 'official' }))
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cached;
}
