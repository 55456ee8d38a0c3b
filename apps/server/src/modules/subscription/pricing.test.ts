import { describe, expect, it } from 'vitest';
import { addMonths, formatPrice, priceFor, subData } from './pricing.ts';

describe('Hero plan pricing', () => {
  it.each([
    ['US', 'USD', '$', 6.99, 76.33],
    ['DE', 'EUR', '€', 6.49, 70.87],
    ['GB', 'GBP', '£', 5.49, 59.95],
    ['NG', 'NGN', '₦', 4500, 49140],
    ['IN', 'INR', '₹', 299, 3265],
  ])(
    '%s pays in %s: monthly %s%s, yearly is twelve months less 9%%',
    (country, currency, symbol, monthly, yearly) => {
      expect(priceFor(country, 'monthly')).toEqual({ amount: monthly, symbol, currency });
      expect(priceFor(country, 'yearly')).toEqual({ amount: yearly, symbol, currency });
    },
  );

  it('charges USD, the default, to unlisted or missing countries', () => {
    expect(subData('JP').monthly.currency).toBe('USD');
    expect(subData(null).yearly).toEqual(priceFor('US', 'yearly'));
  });

  it('accepts lower-case country codes', () => {
    expect(priceFor('ng', 'monthly').currency).toBe('NGN');
  });

  it('formats amounts at the currency precision', () => {
    expect(formatPrice(6.9, 'USD')).toBe('$6.90');
    expect(formatPrice(49140, 'NGN')).toBe('₦49140');
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-03-02T10:00:00.000Z', 1, '2026-04-02T10:00:00.000Z'],
    ['2026-03-02T10:00:00.000Z', 12, '2027-03-02T10:00:00.000Z'],
    ['2026-01-31T08:00:00.000Z', 1, '2026-02-28T08:00:00.000Z'],
    ['2028-01-31T08:00:00.000Z', 1, '2028-02-29T08:00:00.000Z'],
    ['2026-12-15T00:00:00.000Z', 1, '2027-01-15T00:00:00.000Z'],
  ])('%s + %i month(s) = %s', (start, months, end) => {
    expect(addMonths(new Date(start), months).toISOString()).toBe(end);
  });
});
