export interface Price {
  amount: number;
  symbol: string;
  currency: string;
}

/** "$4.99", "₦7,500": whole amounts without decimals, others with two. */
export function formatPrice({ amount, symbol }: Price): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return `${symbol}${amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: 2 })}`;
}

/** The yearly plan's monthly equivalent, for comparison with the monthly price. */
export const perMonth = (yearly: Price): Price => ({
  ...yearly,
  amount: Math.round((yearly.amount / 12) * 100) / 100,
});

/** Twelve monthly payments: what the yearly plan's "9% Off" is measured against. */
export const twelveMonths = (monthly: Price): Price => ({
  ...monthly,
  amount: Math.round(monthly.amount * 12 * 100) / 100,
});
