import { describe, expect, it } from 'vitest';
import { formatPrice, perMonth, twelveMonths } from './format-price.ts';

describe('formatPrice', () => {
  it.each([
    [{ amount: 6.99, symbol: '$', currency: 'USD' }, '$6.99'],
    [{ amount: 76.33, symbol: '$', currency: 'USD' }, '$76.33'],
    [{ amount: 4500, symbol: '₦', currency: 'NGN' }, '₦4,500'],
    [{ amount: 19.9, symbol: 'R$', currency: 'BRL' }, 'R$19.90'],
  ])('%o reads %s', (price, text) => {
    expect(formatPrice(price)).toBe(text);
  });

  it('compares the yearly price with twelve months and per month', () => {
    expect(twelveMonths({ amount: 6.49, symbol: '€', currency: 'EUR' }).amount).toBe(77.88);
    expect(perMonth({ amount: 70.87, symbol: '€', currency: 'EUR' }).amount).toBe(5.91);
  });
});
