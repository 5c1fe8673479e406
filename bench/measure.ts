import autocannon from 'autocannon';
import { type CpuSample, cpuSample, type Processes } from './cpu';
import { settings } from './settings';

export type Figures = {
  title: string;
  connections: number;
  duration_s: number;
  requests_per_second: number;
  latency_p50_ms: number;
  latency_p99_ms: number;
  total_requests: number;
  non_2xx: number;
  errors: number;
  timeouts: number;
  /** CPU of the server's Node process and of PostgreSQL per answered request, in ms. */
  cpu_ms_per_request: { node: number; postgres: number; total: number };
  cpu_ms: CpuSample;
};

type Options = {
  title: string;
  url: string;
  connections: number;
  duration?: number;
  headers?: Record<string, string>;
  /** Several requests, sent in turn by every connection (the mixed load). */
  requests?: autocannon.Request[];
  /** The server's processes, whose CPU time is read around the measured period. */
  processes: Processes;
};

const perRequest = (cpu: CpuSample, requests: number) => {
  const per = (ms: number) => Number((ms / Math.max(1, requests)).toFixed(3));
  return { node: per(cpu.node_ms), postgres: per(cpu.postgres_ms), total: per(cpu.node_ms + cpu.postgres_ms) };
};

/** One autocannon measurement after a warm-up. */
export const measure = async ({ title, url, connections, duration = settings.duration, headers = {}, requests, processes }: Options) => {
  await autocannon({ url, headers, requests, connections, duration: settings.warmup });
  const before = cpuSample(processes);
  const result = await autocannon({ url, headers, requests, connections, duration });
  const after = cpuSample(processes);
  const cpu = { node_ms: after.node_ms - before.node_ms, postgres_ms: after.postgres_ms - before.postgres_ms };
  const figures: Figures = {
    title,
    connections,
    duration_s: duration,
    requests_per_second: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    total_requests: result.requests.total,
    non_2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    cpu_ms_per_request: perRequest(cpu, result.requests.total),
    cpu_ms: cpu,
  };
  return figures;
};

/** Any error, timeout or non-2xx answer fails the run: a fast error is not a result. */
export const assertClean = (figures: Figures) => {
  if (figures.non_2xx > 0 || figures.errors > 0 || figures.timeouts > 0)
    throw new Error(`${figures.title}: ${figures.non_2xx} non-2xx, ${figures.errors} errors, ${figures.timeouts} timeouts`);
  return figures;
};

export const ratio = (ours: Figures, bare: Figures) => Number((ours.requests_per_second / bare.requests_per_second).toFixed(3));

/** Rounds of one side as one figure: requests over the whole time, median p50, worst p99. */
const merge = (rounds: Figures[]): Figures => {
  const sum = (key: 'total_requests' | 'non_2xx' | 'errors' | 'timeouts' | 'duration_s') => rounds.reduce((n, r) => n + r[key], 0);
  const p50s = rounds.map((r) => r.latency_p50_ms).sort((a, b) => a - b);
  const cpu = {
    node_ms: rounds.reduce((n, r) => n + r.cpu_ms.node_ms, 0),
    postgres_ms: rounds.reduce((n, r) => n + r.cpu_ms.postgres_ms, 0),
  };
  return {
    title: rounds[0].title,
    connections: rounds[0].connections,
    duration_s: sum('duration_s'),
    requests_per_second: Math.round(sum('total_requests') / sum('duration_s')),
    latency_p50_ms: p50s[Math.floor(p50s.length / 2)],
    latency_p99_ms: Math.max(...rounds.map((r) => r.latency_p99_ms)),
    total_requests: sum('total_requests'),
    non_2xx: sum('non_2xx'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    cpu_ms_per_request: perRequest(cpu, sum('total_requests')),
    cpu_ms: cpu,
  };
};

type Side = Omit<Options, 'connections'>;
const cpuRatio = (ours: Figures, bare: Figures) => Number((bare.cpu_ms_per_request.total / ours.cpu_ms_per_request.total).toFixed(3));

/**
 * Ours (and a baseline checkout, when given) against the bare twin in alternating short rounds (bare
 * first, then last, …), so that a neighbour's load on a shared machine falls on every side alike.
 */
export const compare = async (connections: number, bare: Side, ours: Side, baseline?: Side) => {
  const sides = { bare, ours, ...(baseline ? { baseline } : {}) };
  const keys = Object.keys(sides) as (keyof typeof sides)[];
  const slice = Math.max(1, Math.round(settings.duration / settings.rounds));
  const rounds: Partial<Record<keyof typeof sides, Figures>>[] = [];
  for (let i = 0; i < settings.rounds; i++) {
    const round: Partial<Record<keyof typeof sides, Figures>> = {};
    for (const key of i % 2 === 0 ? keys : [...keys].reverse())
      round[key] = assertClean(await measure({ ...(sides[key] as Side), connections, duration: slice }));
    rounds.push(round);
  }
  const merged = (key: keyof typeof sides) => merge(rounds.map((r) => r[key] as Figures));
  const [b, o] = [merged('bare'), merged('ours')];
  const base = baseline ? merged('baseline') : undefined;
  return {
    connections,
    bare: b,
    ours: o,
    ratio: ratio(o, b),
    round_ratios: rounds.map((r) => ratio(r.ours as Figures, r.bare as Figures)),
    /** Bare CPU per request ÷ ours: the req/s ratio the two would reach alone on a CPU-bound machine. */
    cpu_ratio: cpuRatio(o, b),
    ...(base ? { baseline: base, baseline_ratio: ratio(base, b), baseline_cpu_ratio: cpuRatio(base, b) } : {}),
  };
};
