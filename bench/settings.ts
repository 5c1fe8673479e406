/** Bench settings, from the environment so a run can be longer, wider or narrower without editing code. */
const num = (name: string, fallback: number) => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
};

const list = (name: string, fallback: number[]) => {
  const raw = process.env[name];
  if (!raw) return fallback;
  const values = raw.split(',').map((v) => Number(v.trim()));
  if (values.some((v) => !Number.isInteger(v) || v <= 0)) throw new Error(`${name} must list positive integers, got "${raw}"`);
  return values;
};

export const settings = {
  /** Seconds measured per side of a comparison, cut into `rounds` alternating rounds (each after a warm-up of `warmup` s). */
  duration: num('BENCH_DURATION', 20),
  rounds: num('BENCH_ROUNDS', 5),
  warmup: num('BENCH_WARMUP', 1),
  /** Connection counts of the comparisons (/auth/me and the product list against their bare twins). */
  connections: list('BENCH_CONNECTIONS', [10, 50]),
  mixedDuration: num('BENCH_MIXED_DURATION', 60),
  mixedConnections: num('BENCH_MIXED_CONNECTIONS', 50),
  /** Tickets per request of the batched side of the ingestion part, and the connections sending at once. */
  ingestionBatch: num('BENCH_INGESTION_BATCH', 100),
  ingestionConnections: num('BENCH_INGESTION_CONNECTIONS', 4),
  /** Which parts run: any of auth-me, list, mixed, ingestion. */
  only: (process.env.BENCH_ONLY ?? 'auth-me,list,mixed,ingestion').split(',').map((s) => s.trim()),
  /** Level of the product's request log, written to a file as in production; `info` is the product's default. */
  logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
  /** When set, the product runs under `node --cpu-prof` and writes its profile into this folder. */
  cpuProfDir: process.env.BENCH_CPU_PROF_DIR,
  /** Another checkout (with node_modules) whose product joins the list comparison as a third side: before/after in one run. */
  baselineDir: process.env.BENCH_BASELINE_DIR,
  /** Target of the list ratio (issue 7); below it the run says so but still writes its figures. */
  targetRatio: 0.6,
};
