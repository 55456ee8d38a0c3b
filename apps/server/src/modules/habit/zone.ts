/** Local dates in IANA zones, as YYYY-MM-DD strings (which compare in calendar order). */

const formats = new Map<string, Intl.DateTimeFormat>();

function format(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(zone, f);
  }
  return f;
}

/** A zone the runtime's time-zone database knows (IANA names such as Europe/London, or UTC). */
export function isValidZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    format(zone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date at `at` in `zone` (UTC when the account has none yet). */
export function localDate(at: Date, zone: string | null): string {
  const parts = format(zone ?? 'UTC').formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const DAY_MS = 86_400_000;
const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);

export const addDays = (date: string, n: number): string =>
  new Date(toUtc(date) + n * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `a` to `b` (b − a). */
export const daysBetween = (a: string, b: string): number =>
  Math.round((toUtc(b) - toUtc(a)) / DAY_MS);

export const minDate = (a: string, b: string): string => (a < b ? a : b);
export const maxDate = (a: string, b: string): string => (a > b ? a : b);

/** Local hour (0–23) at `at` in `zone`. */
export function localHour(at: Date, zone: string | null): number {
  const h = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone ?? 'UTC',
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return Number(h);
}
