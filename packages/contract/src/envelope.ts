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

export const idParam = z.object({
  id: z.coerce.number().int().positive('id must be a positive number'),
});

export const messageData = envelope(z.object({ message: z.string() }));
