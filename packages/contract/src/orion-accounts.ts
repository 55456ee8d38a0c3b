import { z } from 'zod';
import { envelope, rowId } from './envelope.ts';

/*
 * Linked Lichess and Chess.com accounts (issue 28): Orion imports the learner's public games.
 */

export const chessSite = z.enum(['lichess', 'chess.com'], {
  error: 'site must be "lichess" or "chess.com"',
});
export type ChessSite = z.infer<typeof chessSite>;

/** Both sites allow letters, digits, "_" and "-" in usernames, 2 to 30 characters. */
export const siteUsername = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]{1,29}$/,
    'username must be your username on the site: 2 to 30 letters, digits, "_" or "-"',
  );

export const linkAccountBody = z.object({ site: chessSite, username: siteUsername });
export type LinkAccountBody = z.infer<typeof linkAccountBody>;

export const linkedAccount = z.object({
  id: z.number().int(),
  site: chessSite,
  username: z.string(),
  /** When the last sync finished; null until the first import is done. */
  last_synced_at: z.string().nullable(),
  /** Why the last sync failed, in words; null when it worked. */
  sync_error: z.string().nullable(),
  /** What the last sync did: games imported, and games skipped by reason (variant, aborted…). */
  last_sync: z
    .object({ imported: z.number().int(), skipped: z.record(z.string(), z.number().int()) })
    .nullable(),
  /** Games imported from this account so far. */
  games: z.number().int(),
  created_at: z.string(),
});
export type LinkedAccount = z.infer<typeof linkedAccount>;
export const linkedAccountResponse = envelope(linkedAccount);
export const linkedAccountListResponse = envelope(z.array(linkedAccount));
export const accountIdParam = z.object({ id: rowId('id') });
