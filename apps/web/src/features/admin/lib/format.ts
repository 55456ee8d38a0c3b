/** A timestamp as an operator reads it: date and time in their browser's zone. */
export const when = (iso: string | null): string =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
