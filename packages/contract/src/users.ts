import { z } from 'zod';
import { envelope } from './envelope.ts';

export const placements = [
  'not_set',
  'new',
  'can_move_pieces',
  'knows_tactics_and_strategy',
] as const;
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
  heart: z.object({
    value: z.number().int(),
    used_up: z.boolean(),
    used_up_at: z.string().nullable(),
  }),
  sub_data: z.object({ monthly: price, yearly: price }),
  /** Xp a day the learner aims for (10, 20, 30 or 50; ADR 0022). */
  daily_goal: z.number().int(),
  /** IANA time zone the streak's days are counted in; null until the browser sent one. */
  time_zone: z.string().nullable(),
  /** Local hour (0–23) of the streak reminder; null when reminders are off. */
  reminder_hour: z.number().int().nullable(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const tokenPair = z.object({ access_token: z.string(), refreshToken: z.string() });
export const tokenResponse = envelope(z.object({ token: tokenPair, user: currentUser }));
export const currentUserResponse = envelope(currentUser);

// Requests. Every body field carries a message a person can act on.
export const signUpBody = z.object({ email, password });
export const loginBody = z.object({
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
});
export const refreshTokenBody = z.object({
  refresh_token: z
    .string({ error: 'refresh_token is required' })
    .min(1, 'refresh_token is required')
    .max(200, 'refresh_token is invalid'),
});
const mailedToken = z
  .string({ error: 'token is required' })
  .min(1, 'token is required')
  .max(200, 'token is invalid');
export const verifyEmailBody = z.object({ token: mailedToken });
export const resetPasswordBody = z.object({ token: mailedToken, password });
export const changePasswordBody = z.object({
  current_password: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(1024, 'Password is too long'),
  new_password: password,
});
export const googleSignInBody = z.object({
  token: z
    .string({ error: 'token is required' })
    .min(1, 'token is required')
    .max(8192, 'token is too long'),
  email,
});
export const emailParam = z.object({ email });
export const deleteAccountBody = z.object({
  password: z.string().max(1024, 'Password is too long').optional(),
});

/** PATCH users/{id}/ form fields (multipart/form-data; `avatar` is a file part). */
export const usernameRule = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(20, 'Username must be at most 20 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Username may contain only letters, digits and underscores');
export const profileUpdateFields = z.object({
  username: usernameRule.optional(),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .length(2, 'Country must be a two-letter ISO 3166 code')
    .optional(),
  placement: z
    .enum(['new', 'can_move_pieces', 'knows_tactics_and_strategy'], {
      error: 'Placement must be one of new, can_move_pieces, knows_tactics_and_strategy',
    })
    .optional(),
  daily_goal: z
    .string()
    .trim()
    .refine((v) => ['10', '20', '30', '50'].includes(v), 'Daily goal must be 10, 20, 30 or 50 xp')
    .transform(Number)
    .optional(),
  /** An IANA zone name; the server checks it against the zones it knows. */
  time_zone: z.string().trim().min(1, 'Time zone must not be empty').max(64).optional(),
  /** 0–23, or "off" to stop reminders. */
  reminder_hour: z
    .string()
    .trim()
    .refine(
      (v) => v === 'off' || /^(1?\d|2[0-3])$/.test(v),
      'Reminder hour must be a whole hour from 0 to 23, or off',
    )
    .transform((v) => (v === 'off' ? null : Number(v)))
    .optional(),
});
export const avatarTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** GET users/{id} — what anyone signed in may see; never the email. */
export const publicUser = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  country: z.string().nullable(),
  avatar_url: z.string().nullable(),
  xp: z.number().int(),
  joined_at: z.string(),
});
export const publicUserResponse = envelope(publicUser);
export const googleConfigResponse = envelope(
  z.object({ enabled: z.boolean(), client_id: z.string().nullable() }),
);
