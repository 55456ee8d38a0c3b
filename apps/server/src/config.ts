import { createECDH, randomBytes } from 'node:crypto';
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** `10.0.0.0/8`, `::1`, `127.0.0.1`: an IP address with an optional prefix length that fits it. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

const url = (what: string) =>
  z.string().refine((v) => URL.canParse(v), { message: `${what} must be a URL` });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), {
      message: 'DATABASE_URL must start with postgres:// or postgresql://',
    })
    .optional(),
  REDIS_URL: url('REDIS_URL').optional(),
  // Namespaces every Redis key, so several apps (or test files) can share one Redis.
  REDIS_KEY_PREFIX: z.string().default('ascend:'),
  SMTP_URL: url('SMTP_URL').optional(),
  MAIL_FROM: z.string().default('Ascend Chess <no-reply@ascendchess.local>'),
  SUPPORT_EMAIL: z.string().default('support@ascendchess.local'),
  PUBLIC_URL: url('PUBLIC_URL').optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: url('GOOGLE_JWKS_URL').default('https://www.googleapis.com/oauth2/v3/certs'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  RATE_LIMIT_CREDENTIALS: z.coerce.number().int().positive().default(10),
  // Browser tests only: a movable clock behind POST /dev/clock. Refused in production (below).
  E2E_CLOCK: z.enum(['0', '1']).default('0'),
  // Crash tests only: the process SIGKILLs itself at that point of a league rollover (after
  // the ranking or the notifications commit, or inside the second mail batch's transaction).
  // Refused in production (below).
  FAULT_KILL_IN_ROLLOVER: z.enum(['ranked', 'notified', 'mail-batch']).optional(),
  // Tests only: private addresses or CIDR blocks (comma-separated) the outbound address guard
  // lets through, so a local push-service double can be reached (ADR 0028). Refused in production.
  TEST_OUTBOUND_ALLOW: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isAddressOrCidr), {
      message: 'TEST_OUTBOUND_ALLOW must be IP addresses or CIDR blocks, comma-separated',
    })
    .optional(),
  FLUTTERWAVE_SECRET_KEY: z.string().min(1).optional(),
  FLUTTERWAVE_PUBLIC_KEY: z.string().min(1).optional(),
  FLUTTERWAVE_API_URL: url('FLUTTERWAVE_API_URL').default('https://api.flutterwave.com'),
  FLUTTERWAVE_WEBHOOK_HASH: z.string().min(1).optional(),
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  // Launch promotion (issue 8): the first PROMO_LIMIT buyers inside [PROMO_START, PROMO_END)
  // get benefits applied on RELEASE_AT.
  PROMO_START: z.coerce.date().default(new Date('2025-10-15T00:00:00Z')),
  PROMO_END: z.coerce.date().default(new Date('2025-11-01T00:00:00Z')),
  PROMO_LIMIT: z.coerce.number().int().min(0).default(200),
  RELEASE_AT: z.coerce.date().default(new Date('2025-12-15T00:00:00Z')),
  ANNOUNCEMENT_TITLE: z.string().min(1).optional(),
  ANNOUNCEMENT_BODY: z.string().min(1).optional(),
  /** Delay before the sandbox checkout delivers its signed webhook; negative turns it off. */
  SANDBOX_WEBHOOK_DELAY_MS: z.coerce.number().int().default(3000),
  // Background jobs (pg-boss): 'off' makes a process serve requests only and leave the jobs to
  // `npm run worker` processes; it still enqueues them.
  WORKERS: z.enum(['on', 'off']).default('on'),
  // Prometheus metrics (ADR 0029): on a second listener at METRICS_PORT, else on the API port
  // at /metrics to `Authorization: Bearer $METRICS_TOKEN`; with neither, not served.
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  // After SIGTERM, how long the process keeps serving while /api/ready answers 503, so the load
  // balancer stops sending it requests before it closes (ADR 0029). A second signal cuts it short.
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  // How often pg-boss's maintenance (expiring jobs whose process died) runs, in seconds.
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).default(120),
  // Orion game analysis (ADR 0025): Stockfish's fixed search depth per position, and how long
  // an analysis job may stay active before it counts as dead and is retried.
  ORION_ANALYSIS_DEPTH: z.coerce.number().int().min(1).max(30).default(12),
  // …and the depth at which every flagged move is looked at again before it is shown (ADR
  // 0035); 0, or a depth not above ORION_ANALYSIS_DEPTH, skips the second look.
  ORION_CONFIRM_DEPTH: z.coerce.number().int().min(0).max(30).default(16),
  // Which moves the second look takes: `flagged` (ADR 0035: every flagged move; with the backward
  // walk, the default since ADR 0053) or `wide` (ADR 0042: also moves near the inaccuracy
  // threshold and moves whose searches disagree, then a closer look two plies deeper; about twice
  // the time and less precise on the bench).
  ORION_SECOND_LOOK: z.enum(['flagged', 'wide']).default('flagged'),
  // How the first pass goes through a game (ADR 0053): `backward` walks it with one hash from the
  // last position to the first, so a search sees what the searches of the later positions found;
  // `forward` from the first, as the precision bench's reference does; `fresh` searches every
  // position with a clean hash (before issue 36).
  ORION_WALK: z.enum(['fresh', 'forward', 'backward']).default('backward'),
  // Which Stockfish analyses games (ADR 0035): a native UCI binary when STOCKFISH_PATH names one
  // (e.g. Debian's /usr/games/stockfish), else the stockfish package's WASM build.
  STOCKFISH_PATH: z
    .string()
    .refine(isExecutableFile, {
      message: 'STOCKFISH_PATH must name an executable file, e.g. /usr/games/stockfish',
    })
    .optional(),
  ORION_ENGINE_BUILD: z.enum(['lite', 'full']).default('lite'),
  ORION_JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).default(600),
  // Linked accounts (issue 28): the public game APIs, operator configuration (tests and the
  // browser journey point them at local fakes).
  LICHESS_API_URL: url('LICHESS_API_URL').default('https://lichess.org'),
  CHESSCOM_API_URL: url('CHESSCOM_API_URL').default('https://api.chess.com'),
  // Object storage for uploads (avatars): on when S3_BUCKET is set; local disk otherwise.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      message: 'S3_BUCKET must be a bucket name: 3-63 lowercase letters, digits, dots or hyphens',
    })
    .optional(),
  S3_ENDPOINT: z
    .string()
    .refine((v) => /^https?:\/\//.test(v) && URL.canParse(v), {
      message: 'S3_ENDPOINT must be an http:// or https:// URL, e.g. http://127.0.0.1:9000',
    })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Web Push (issue 20): the VAPID key pair (base64url, as web-push prints them); generated
  // into DATA_DIR when unset. Every process of one deployment must share the same pair.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .refine((v) => /^(mailto:|https:\/\/)/.test(v), {
      message: 'VAPID_SUBJECT must be a mailto: or https:// URL',
    })
    .optional(),
});

export type Env = z.infer<typeof envSchema>;
export interface S3Config {
  bucket: string;
  region: string;
  /** Unset: AWS S3 itself. */
  endpoint?: string;
  /** Unset: the AWS SDK's default credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}
export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}
export type Config = Env & {
  jwtSecret: string;
  publicUrl: string;
  dataDir: string;
  s3: S3Config | null;
  vapid: VapidConfig;
};

export class ConfigError extends Error {}

/** Parses and validates the environment; throws ConfigError with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.NODE_ENV === 'production' && e.E2E_CLOCK === '1') {
    throw new ConfigError(
      'Invalid configuration:\n  E2E_CLOCK: not allowed when NODE_ENV=production',
    );
  }
  if (e.NODE_ENV === 'production' && e.FAULT_KILL_IN_ROLLOVER) {
    throw new ConfigError(
      'Invalid configuration:\n  FAULT_KILL_IN_ROLLOVER: not allowed when NODE_ENV=production',
    );
  }
  if (e.NODE_ENV === 'production' && e.TEST_OUTBOUND_ALLOW) {
    throw new ConfigError(
      'Invalid configuration:\n  TEST_OUTBOUND_ALLOW: not allowed when NODE_ENV=production',
    );
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      'Invalid configuration:\n  METRICS_PORT: must differ from PORT (metrics are never on the public port)',
    );
  }
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production',
    );
  }
  const jwtSecret = e.JWT_SECRET ?? devSecret(dataDir, 'jwt-secret');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return { ...e, jwtSecret, publicUrl, dataDir, s3: s3Config(e), vapid: vapidConfig(e, dataDir) };
}

/** The VAPID pair from the environment (both or neither), else generated once into DATA_DIR. */
function vapidConfig(e: Env, dataDir: string): VapidConfig {
  const subject = e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL.replace(/^.*<(.*)>.*$/, '$1')}`;
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY)
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject };
  if (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both, or neither to generate them into DATA_DIR',
    );
  }
  const stored = devSecret(dataDir, 'vapid-keys', () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return `${ecdh.getPublicKey('base64url')} ${ecdh.getPrivateKey('base64url')}`;
  });
  const [publicKey = '', privateKey = ''] = stored.split(' ');
  return { publicKey, privateKey, subject };
}

/** S3 is on when S3_BUCKET is set; the other S3 settings without it would be silently ignored. */
function s3Config(e: Env): S3Config | null {
  const problems: string[] = [];
  const keys = [e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || keys.some(Boolean))) {
    problems.push('S3_BUCKET: required when S3_ENDPOINT or S3 keys are set');
  }
  if (keys.filter(Boolean).length === 1) {
    problems.push(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS default credentials',
    );
  }
  if (problems.length) {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  if (!e.S3_BUCKET) return null;
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/** A secret generated once into DATA_DIR (the JWT secret only outside production), so restarts keep sessions and push subscriptions. */
function devSecret(
  dataDir: string,
  name: string,
  make = () => randomBytes(48).toString('base64url'),
): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = make();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
