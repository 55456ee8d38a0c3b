/**
 * Hero plan prices by currency, in the currency's major unit. Yearly is twelve months
 * less 9% ("9% Off"), rounded to the currency's usual precision. Countries map to their
 * currency; anything unlisted pays in USD (the default).
 */
export interface Price {
  amount: number;
  symbol: string;
  currency: string;
}

const monthly: Record<string, { amount: number; symbol: string; decimals: number }> = {
  USD: { amount: 6.99, symbol: '$', decimals: 2 },
  EUR: { amount: 6.49, symbol: '€', decimals: 2 },
  GBP: { amount: 5.49, symbol: '£', decimals: 2 },
  NGN: { amount: 4500, symbol: '₦', decimals: 0 },
  INR: { amount: 299, symbol: '₹', decimals: 0 },
  CAD: { amount: 8.99, symbol: 'CA$', decimals: 2 },
  AUD: { amount: 9.99, symbol: 'A$', decimals: 2 },
  KES: { amount: 450, symbol: 'KSh', decimals: 0 },
  GHS: { amount: 45, symbol: 'GH₵', decimals: 0 },
  ZAR: { amount: 79, symbol: 'R', decimals: 0 },
  BRL: { amount: 19.9, symbol: 'R$', decimals: 2 },
};

const euro = [
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
];
const countryCurrency: Record<string, string> = {
  ...Object.fromEntries(euro.map((c) => [c, 'EUR'])),
  GB: 'GBP',
  NG: 'NGN',
  IN: 'INR',
  CA: 'CAD',
  AU: 'AUD',
  KE: 'KES',
  GH: 'GHS',
  ZA: 'ZAR',
  BR: 'BRL',
  US: 'USD',
};

export const YEARLY_DISCOUNT = 0.09;

export function currencyFor(country: string | null | undefined): string {
  return (country && countryCurrency[country.toUpperCase()]) || 'USD';
}

export function priceFor(country: string | null | undefined, plan: 'monthly' | 'yearly'): Price {
  const currency = currencyFor(country);
  const m = monthly[currency] ?? monthly.USD!;
  const factor = 10 ** m.decimals;
  const amount =
    plan === 'monthly'
      ? m.amount
      : Math.round(m.amount * 12 * (1 - YEARLY_DISCOUNT) * factor) / factor;
  return { amount, symbol: m.symbol, currency };
}

export const subData = (country: string | null | undefined) => ({
  monthly: priceFor(country, 'monthly'),
  yearly: priceFor(country, 'yearly'),
});

export type PlanType = 'monthly' | 'yearly';
export const PLAN_MONTHS: Record<PlanType, number> = { monthly: 1, yearly: 12 };

/** The checkout's title and description (shown by the provider's modal and on the receipt). */
export const planTitle = (plan: PlanType): string =>
  `Hero plan (${plan === 'monthly' ? 'monthly' : 'yearly'})`;
export const planDescription = (plan: PlanType): string =>
  `Unlimited hearts and access to new features for ${plan === 'monthly' ? 'one month' : 'one year'}`;

/** `start` plus `months` calendar months, clamped to the month's end (Jan 31 + 1 → Feb 28/29). */
export function addMonths(start: Date, months: number): Date {
  const d = new Date(start);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** "$6.99", "₦4500": the symbol the price table gives, then the amount at its precision. */
export function formatPrice(amount: number, currency: string): string {
  const m = monthly[currency] ?? monthly.USD!;
  return `${m.symbol}${amount.toFixed(m.decimals)}`;
}
