import { describe, expect, it } from 'vitest';
import { countryName, countryOptions } from './countries.ts';
import { flagEmoji } from './flags.ts';

describe('countries', () => {
  it('builds a flag from two regional indicators', () => {
    expect(flagEmoji('NG')).toBe('🇳🇬');
    expect(flagEmoji('gb')).toBe('🇬🇧');
    expect(flagEmoji(null)).toBe('');
    expect(flagEmoji('USA')).toBe('');
  });

  it('names known codes and nothing else', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('ZZ')).toBeNull();
  });

  it('lists every country once, sorted by name', () => {
    const list = countryOptions();
    expect(list.length).toBeGreaterThan(240);
    expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
    const names = list.map((c) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  });
});
