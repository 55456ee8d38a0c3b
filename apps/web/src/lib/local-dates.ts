/** Calendar helpers on local dates (YYYY-MM-DD), computed in UTC so no zone shifts them. */

const parse = (date: string) => new Date(`${date}T00:00:00Z`);

export const addDays = (date: string, n: number): string =>
  new Date(parse(date).getTime() + n * 86_400_000).toISOString().slice(0, 10);

/** Monday of the week `date` is in. */
export function weekStart(date: string): string {
  const day = parse(date).getUTCDay(); // 0 = Sunday
  return addDays(date, -((day + 6) % 7));
}

/** The seven dates Monday..Sunday of the week of `date`. */
export const weekOf = (date: string): string[] =>
  Array.from({ length: 7 }, (_, i) => addDays(weekStart(date), i));

export const weekdayLetter = (date: string): string =>
  parse(date).toLocaleDateString('en-GB', { weekday: 'narrow', timeZone: 'UTC' });

export const longDate = (date: string): string =>
  parse(date).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

export const dayNumber = (date: string): number => parse(date).getUTCDate();
