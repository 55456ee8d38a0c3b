import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MAX_ROW_ID } from '@ascend/contract';
import { AppError } from '../errors.ts';

export const ACCESS_TOKEN_TTL_S = 15 * 60;

/** An opaque random token for mail links and refresh tokens. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as SHA-256 hashes: a leaked table grants nothing. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const invalid = () => new AppError(401, 'INVALID_TOKEN', 'The access token is invalid');

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * HS256 JWTs (RFC 7519) made and checked with node:crypto's HMAC: every authenticated request
 * verifies one, and jose's WebCrypto path cost 131 µs a verify here against 5 µs (ADR 0012).
 * Only HS256 is accepted (the header's `alg` is read, never trusted to pick an algorithm), the
 * signature is compared in constant time against its canonical encoding, and `exp` is required.
 */
export class AccessTokens {
  private readonly key: Buffer;
  constructor(secret: string) {
    this.key = Buffer.from(secret, 'utf8');
  }

  private mac(signingInput: string): string {
    return createHmac('sha256', this.key).update(signingInput).digest('base64url');
  }

  /** HS256 JWT with claims `id`, `iat` and `exp` (seconds), 15 minutes from `now`. */
  async sign(userId: number, now: Date): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    const payload = Buffer.from(
      JSON.stringify({ id: userId, iat, exp: iat + ACCESS_TOKEN_TTL_S }),
    ).toString('base64url');
    const input = `${HEADER}.${payload}`;
    return `${input}.${this.mac(input)}`;
  }

  /** The token's user id; a 401 AppError (INVALID_TOKEN or TOKEN_EXPIRED) otherwise. */
  async verify(token: string, now: Date): Promise<{ id: number }> {
    const parts = token.split('.');
    if (parts.length !== 3) throw invalid();
    const [h, p, sig] = parts as [string, string, string];
    const header = decodeJson(h);
    if (header?.alg !== 'HS256' || 'crit' in header) throw invalid();
    const expected = Buffer.from(this.mac(`${h}.${p}`));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
    const payload = decodeJson(p);
    // An id no users row can have is refused here, before it reaches an integer column.
    const id = payload?.id;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ROW_ID)
      throw invalid();
    const seconds = Math.floor(now.getTime() / 1000);
    const { exp, nbf } = payload!;
    if (typeof exp !== 'number') throw invalid();
    if (nbf !== undefined && (typeof nbf !== 'number' || nbf > seconds)) throw invalid();
    if (exp <= seconds) throw new AppError(401, 'TOKEN_EXPIRED', 'The access token has expired');
    return { id };
  }
}
