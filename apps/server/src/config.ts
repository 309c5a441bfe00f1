import path from 'node:path';
import { z } from 'zod';
import { trustProxySetting } from './platform/trust-proxy';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every setting comes from the environment, parsed once at start; a bad value stops start-up naming it. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Relative to where `npm start` was typed (npm's INIT_CWD), not the workspace folder npm runs the server in.
  DATA_DIR: z
    .string()
    .default('./data')
    .transform((dir) => path.resolve(process.env.INIT_CWD ?? process.cwd(), dir)),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APP_TITLE: z.string().default('Remit Portal'),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Remit Portal <no-reply@remit.local>'),
  DEMO_EMAIL: z.string().email().default('admin@demo.test'),
  DEMO_PASSWORD: z.string().min(8).default('Demo@2026!'),
  /** The demo seed is refused in production unless this is set. */
  DEMO_SEED: bool.optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  LOCKOUT_THRESHOLD: z.coerce.number().int().positive().default(10),
  LOCKOUT_MINUTES: z.coerce.number().int().positive().default(30),
  /** Per-address limit on login, forgot and verify calls, per minute. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /** Rate-limit counters in this Redis, shared by every instance; in process when unset. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Prefix of the rate-limit keys in Redis (several deployments, or tests, on one Redis). */
  REDIS_KEY_PREFIX: z.string().max(64).default('remit:'),
  /**
   * 32 bytes (base64 or 64 hex digits) sealing secrets at rest (TOTP seeds). Unset: a key is made once in
   * DATA_DIR/secret.key. Every instance of one deployment needs the same key.
   */
  ENCRYPTION_KEY: z
    .string()
    .refine((v) => /^[0-9a-fA-F]{64}$/.test(v) || Buffer.from(v, 'base64').length === 32, {
      message: 'must be 32 bytes, as base64 or 64 hex digits',
    })
    .optional(),
  /** Human-verification hook on login (header g_score): off by default. */
  CAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).optional(),
  /** Whose X-Forwarded-For to believe: nobody by default; a hop count or a list of addresses/CIDRs. */
  TRUST_PROXY: trustProxySetting,
  SANDBOX: bool.default(true),
  WEB_DIST: z.string().optional(),
  /** Trade download: days a finished export's file is kept before the cleanup job removes it. */
  EXPORT_RETENTION_DAYS: z.coerce.number().int().positive().default(7),
  /** Uploaded files go to this S3-compatible bucket when set; to DATA_DIR/files otherwise. */
  STORAGE_S3_BUCKET: z.string().min(3).max(63).optional(),
  /** The S3-compatible endpoint (MinIO…); AWS S3 when unset. */
  STORAGE_S3_ENDPOINT: z.string().url().optional(),
  STORAGE_S3_REGION: z.string().default('us-east-1'),
  STORAGE_S3_ACCESS_KEY_ID: z.string().optional(),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style addressing (endpoint/bucket/key), which MinIO expects; on by default. */
  STORAGE_S3_FORCE_PATH_STYLE: bool.default(true),
  /** Key prefix inside the bucket (one bucket shared by several deployments). */
  STORAGE_S3_PREFIX: z.string().max(64).optional(),
  /** The sandbox screening's watch list (one name per line); the list shipped with the project by default. */
  SCREENING_WATCHLIST: z.string().optional(),
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = schema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && config.DEMO_SEED === undefined) config.DEMO_SEED = false;
  return config;
};
