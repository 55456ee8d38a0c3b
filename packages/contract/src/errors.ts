import { z } from 'zod';

/** The closed set of error codes the API answers with. */
export const errorCodes = [
  'VALIDATION_ERROR',
  'MALFORMED_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'NOT_READY',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'INVALID_TOKEN',
  'EMAIL_NOT_VERIFIED',
  'GOOGLE_NOT_CONFIGURED',
  'HEARTS_USED_UP',
  'ALSO_GOOD',
  'LESSON_LOCKED',
  'SUBSCRIPTION_ACTIVE',
  'COUNTRY_REQUIRED',
  'PAYMENT_NOT_VERIFIED',
  'PAYMENT_PROVIDER_ERROR',
  'INSUFFICIENT_CREDITS',
  'GAME_REFUSED',
  'ACCOUNT_DISABLED',
  'SITE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorBody = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;
