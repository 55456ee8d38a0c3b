import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Clock } from '../clock.ts';
import { AppError } from '../errors.ts';

/** A fixed-window counter: `max` hits per `windowMs` for one key. */
export interface RateRule {
  name: string;
  max: number;
  windowMs: number;
}

interface Window {
  count: number;
  /** Milliseconds until the window closes. */
  resetInMs: number;
}

export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<Window>;
  peek(key: string): Promise<Window | null>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

/** In-process store for the single-machine default; it follows the app clock so tests can move time. */
export class MemoryStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly clock: Clock) {}

  private live(key: string, now: number) {
    const w = this.windows.get(key);
    if (w && w.resetAt > now) return w;
    if (w) this.windows.delete(key);
    return undefined;
  }

  async hit(key: string, windowMs: number): Promise<Window> {
    const now = this.clock.now().getTime();
    if (this.windows.size > 50_000) for (const k of [...this.windows.keys()]) this.live(k, now);
    const w = this.live(key, now) ?? { count: 0, resetAt: now + windowMs };
    w.count += 1;
    this.windows.set(key, w);
    return { count: w.count, resetInMs: w.resetAt - now };
  }

  async peek(key: string): Promise<Window | null> {
    const now = this.clock.now().getTime();
    const w = this.live(key, now);
    return w ? { count: w.count, resetInMs: w.resetAt - now } : null;
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {}
}

// INCR and the first PEXPIRE in one script, so a crash between them cannot leave a key without expiry.
const HIT_SCRIPT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

/** Shared store for several API processes (REDIS_URL). */
export class RedisStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'rl:',
  ) {}

  async hit(key: string, windowMs: number): Promise<Window> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, windowMs)) as [
      number,
      number,
    ];
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async peek(key: string): Promise<Window | null> {
    const [count, ttl] = await Promise.all([
      this.redis.get(this.prefix + key),
      this.redis.pttl(this.prefix + key),
    ]);
    return count === null ? null : { count: Number(count), resetInMs: Math.max(ttl, 0) };
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

function tooMany(resetInMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  const wait = seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new AppError(
    429,
    'RATE_LIMITED',
    `Too many attempts. Please try again in ${wait}.`,
    undefined,
    {
      'retry-after': String(seconds),
    },
  );
}

export class RateLimiter {
  constructor(readonly store: RateLimitStore) {}

  /** Counts one attempt; throws 429 (with Retry-After) once the rule's budget is spent. */
  async consume(rule: RateRule, subject: string): Promise<void> {
    const w = await this.store.hit(`${rule.name}:${subject}`, rule.windowMs);
    if (w.count > rule.max) throw tooMany(w.resetInMs);
  }

  /** Throws 429 if the budget is already spent, without counting (for failure-only rules). */
  async check(rule: RateRule, subject: string): Promise<void> {
    const w = await this.store.peek(`${rule.name}:${subject}`);
    if (w && w.count >= rule.max) throw tooMany(w.resetInMs);
  }

  async record(rule: RateRule, subject: string): Promise<void> {
    await this.store.hit(`${rule.name}:${subject}`, rule.windowMs);
  }

  async clear(rule: RateRule, subject: string): Promise<void> {
    await this.store.clear(`${rule.name}:${subject}`);
  }
}

const limiters = new WeakMap<object, RateLimiter>();

/** Connection errors (Redis down) go to the log, not to stderr as ioredis's "unhandled error event". */
function redisClient(app: FastifyInstance, url: string): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: 2 });
  client.on('error', (err) => app.log.warn({ err }, 'rate limit: Redis connection error'));
  return client;
}

/**
 * The app's one limiter (keyed by app.deps so every module shares it): Redis when REDIS_URL
 * is set, so limits hold across processes; in memory otherwise.
 */
export function rateLimiterFor(app: FastifyInstance): RateLimiter {
  const existing = limiters.get(app.deps);
  if (existing) return existing;
  const { config, clock } = app.deps;
  const store = config.REDIS_URL
    ? new RedisStore(redisClient(app, config.REDIS_URL), `${config.REDIS_KEY_PREFIX}rl:`)
    : new MemoryStore(clock);
  const limiter = new RateLimiter(store);
  limiters.set(app.deps, limiter);
  app.addHook('onClose', async () => {
    limiters.delete(app.deps);
    await store.close();
  });
  return limiter;
}

/** The client address as Fastify sees it (trustProxy decides whether X-Forwarded-For counts). */
export const clientIp = (request: { ip: string }): string => request.ip || 'unknown';
