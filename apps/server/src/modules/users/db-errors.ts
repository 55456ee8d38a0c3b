/** PostgreSQL unique_violation (23505), whether the driver error is bare or wrapped by drizzle. */
export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};
