import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().optional(),
  // the restricted role requests run as (db/row-security.ts); by default `fitfit_app`, created by DATABASE_URL's role
  DATABASE_APP_URL: z.string().url().optional(),
  // DATABASE_URL goes through a pooler in transaction mode (PgBouncer): no named statement, the tenants set per
  // transaction, and DATABASE_DIRECT_URL (PostgreSQL itself, owner role) for LISTEN and the session advisory locks
  DATABASE_POOLER: z.enum(['transaction']).optional(),
  DATABASE_DIRECT_URL: z.string().url().optional(),
  // a streaming standby of the database where the reports read (analytics, exports, PNL): db/standby.ts, docs/operations.md
  DATABASE_REPORTS_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  EMBEDDED_PG_PORT: z.coerce.number().int().default(54320),
  SEED_DEMO: bool.optional(),
  // 13 months of demo sales (PRODUCT §9, docs/demo.md): this month's N-1 whole; the first `npm start` within 90 s on 2 cores
  DEMO_DAYS: z.coerce.number().int().min(0).max(3660).default(396),
  // the live demo terminal (docs/demo.md): tickets through the terminal API while the server runs; `fast`, one every few seconds
  DEMO_LIVE: z.enum(['off', 'on', 'fast']).optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(12),
  SPLASH_DELAY_MS: z.coerce.number().int().min(0).max(10000).default(2000),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  LOGIN_ADDRESS_LIMIT: z.coerce.number().int().min(1).optional(),
  LOGIN_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  REGISTRATION_ADDRESS_LIMIT: z.coerce.number().int().min(1).default(20),
  // « Mot de passe oublié » requests per e-mail and per client address in a LOGIN_WINDOW_MINUTES window
  PASSWORD_RESET_ACCOUNT_LIMIT: z.coerce.number().int().min(1).default(3),
  PASSWORD_RESET_ADDRESS_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Where people reach the product, for the links e-mails carry (lib/public-url.ts); default http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** Two-step verification for administrators: `required` (default in production) or `optional` (default elsewhere: the demo). */
  ADMIN_MFA: z.enum(['required', 'optional']).optional(),
  TRUST_PROXY: bool.default(false),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_PREFIX: z.string().default('uploads/'),
  /** Outgoing mail (invoices): without SMTP_HOST, messages are written as .eml files in DATA_DIR/mail. */
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: bool.default(false),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().min(3).default('FitFit Solution <no-reply@fitfit.example>'),
  /** Largest audio file the music catalogue accepts, in megabytes (MB of 1,000,000 bytes). */
  MUSIC_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(1000).default(50),
  /** How long a signed streaming address of one song stays valid, in minutes. */
  MUSIC_STREAM_URL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** Backups (docs/operations.md): how many `npm run backup` folders DATA_DIR/backups keeps, the oldest deleted after each new one. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** A backup a day while the product runs (embedded PostgreSQL only): on by default in production, off elsewhere (the demo). */
  BACKUP_DAILY: bool.optional(),
});

export type Config = z.infer<typeof envSchema> & {
  seedDemo: boolean;
  demoLive: 'off' | 'on' | 'fast';
  adminMfa: 'required' | 'optional';
  backupDaily: boolean;
};

/** Validated configuration; a bad variable stops the start with a clear message. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  if (cfg.DATABASE_POOLER && !(cfg.DATABASE_URL && cfg.DATABASE_DIRECT_URL)) {
    throw new Error(
      'Configuration invalide :\n  DATABASE_POOLER: requiert DATABASE_URL (le pooler) et DATABASE_DIRECT_URL (PostgreSQL en direct, pour LISTEN et les verrous de session)',
    );
  }
  // The tests' cheap password hashing (lib/passwords.ts) must never reach a real deployment.
  if (cfg.NODE_ENV === 'production' && env.TEST_CHEAP_PASSWORD_HASH !== undefined) {
    throw new Error('Configuration invalide :\n  TEST_CHEAP_PASSWORD_HASH: réservé aux tests, refusé en production');
  }
  // Demo data by default only outside production (PRODUCT §9: never in production mode).
  const seedDemo = cfg.NODE_ENV === 'production' ? false : (cfg.SEED_DEMO ?? cfg.NODE_ENV === 'development');
  // The live demo terminal: on by default for `npm start` (development), off in tests, never in production (ignored).
  const demoLive = cfg.NODE_ENV === 'production' ? 'off' : (cfg.DEMO_LIVE ?? (cfg.NODE_ENV === 'development' ? 'on' : 'off'));
  // An administrator signs in with a second step in production unless told otherwise; the demo's accounts use their password alone.
  const adminMfa = cfg.ADMIN_MFA ?? (cfg.NODE_ENV === 'production' ? 'required' : 'optional');
  const backupDaily = cfg.BACKUP_DAILY ?? cfg.NODE_ENV === 'production';
  return { ...cfg, seedDemo, demoLive, adminMfa, backupDaily, ...overrides };
};
