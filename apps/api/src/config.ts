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
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  EMBEDDED_PG_PORT: z.coerce.number().int().default(54320),
  SEED_DEMO: bool.optional(),
  // a year of demo sales does not fit the 90 s first start on 2 shared cores yet (docs/caisse-ledger.md "Ingestion speed")
  DEMO_DAYS: z.coerce.number().int().min(0).max(3660).default(30),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(12),
  SPLASH_DELAY_MS: z.coerce.number().int().min(0).max(10000).default(2000),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: bool.default(false),
});

export type Config = z.infer<typeof envSchema> & { seedDemo: boolean };

/** Validated configuration; a bad variable stops the start with a clear message. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  // Demo data by default only outside production (PRODUCT §9: never in production mode).
  const seedDemo = cfg.NODE_ENV === 'production' ? false : (cfg.SEED_DEMO ?? cfg.NODE_ENV === 'development');
  return { ...cfg, seedDemo, ...overrides };
};
