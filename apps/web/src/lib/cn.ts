import { clsx, type ClassValue } from 'clsx';

/** Joins class names; the one place components compose Tailwind classes conditionally. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
