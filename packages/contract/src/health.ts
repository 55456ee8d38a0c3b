import { z } from 'zod';
import { envelope } from './envelope.ts';

export const healthResponse = envelope(
  z.object({ status: z.literal('ok'), database: z.literal('ok'), uptime_s: z.number() }),
);
