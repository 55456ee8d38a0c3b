import { z } from 'zod';
import { email } from './users.ts';

/** POST contact/ — the public contact form. */
export const contactBody = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  email,
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(5000, 'Message must be at most 5000 characters'),
});
export type ContactBody = z.infer<typeof contactBody>;
