import { z } from 'zod';
import { envelope } from './envelope.ts';

export const placements = ['not_set', 'new', 'can_move_pieces', 'knows_tactics_and_strategy'] as const;
export const placement = z.enum(placements);
export type Placement = z.infer<typeof placement>;

/** Password rule shared by sign-up, reset and change-password (client mirrors it). */
export const password = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

export const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const price = z.object({ amount: z.number(), symbol: z.string(), currency: z.string() });

/** GET users/current-user/ — the spec's User plus id, placement, xp, avatar_url. */
export const currentUser = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string().nullable(),
  country: z.string().nullable(),
  verified: z.boolean(),
  placement,
  xp: z.number().int(),
  avatar_url: z.string().nullable(),
  subscription: z.object({
    is_active: z.boolean(),
    plan_type: z.enum(['monthly', 'yearly']).nullable(),
    current_period_end: z.string().nullable(),
    cancel_at_period_end: z.boolean(),
  }),
  heart: z.object({ value: z.number().int(), used_up: z.boolean(), used_up_at: z.string().nullable() }),
  sub_data: z.object({ monthly: price, yearly: price }),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const tokenPair = z.object({ access_token: z.string(), refreshToken: z.string() });
export const tokenResponse = envelope(z.object({ token: tokenPair, user: currentUser }));
