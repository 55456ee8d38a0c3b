import { z } from 'zod';

/** Success envelope: `{ data: … }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** Paged list envelope: `{ data: { results, page, page_size, total } }`. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.object({
      results: z.array(item),
      page: z.number().int(),
      page_size: z.number().int(),
      total: z.number().int(),
    }),
  });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1').max(100_000).default(1),
});

/** Largest value of a PostgreSQL `integer`/`serial` column: every row id fits below it. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id from a path or query string: a positive whole number that fits the id columns. */
export const rowId = (name = 'id') =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be a positive number`)
    .max(MAX_ROW_ID, `${name} is too large`);

export const idParam = z.object({ id: rowId('id') });

export const messageData = envelope(z.object({ message: z.string() }));
