import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { AppError } from '../errors.ts';

export const ACCESS_TOKEN_TTL_S = 15 * 60;

/** An opaque random token for mail links and refresh tokens. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as SHA-256 hashes: a leaked table grants nothing. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export class AccessTokens {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** HS256 JWT with claims `id` and `exp` (seconds), 15 minutes from `now`. */
  sign(userId: number, now: Date): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ id: userId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_TTL_S)
      .sign(this.key);
  }

  async verify(token: string, now: Date): Promise<{ id: number }> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: now,
      });
      if (typeof payload.id !== 'number')
        throw new AppError(401, 'INVALID_TOKEN', 'The access token is invalid');
      return { id: payload.id };
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof joseErrors.JWTExpired) {
        throw new AppError(401, 'TOKEN_EXPIRED', 'The access token has expired');
      }
      throw new AppError(401, 'INVALID_TOKEN', 'The access token is invalid');
    }
  }
}
