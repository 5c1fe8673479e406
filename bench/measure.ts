import autocannon from 'autocannon';
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
};

type Options = {
  title: string;
  url: string;
  connections: number;
  duration?: number;
  headers?: Record<string, string>;
  /** Several requests, sent in turn by every connection (the mixed load). */
  requests?: autocannon.Request[];
};

/** One autocannon measurement after a warm-up. */
export const measure = async ({ title, url, connections, duration = settings.duration, headers = {}, requests }: Options) => {
  await autocannon({ url, headers, requests, connections, duration: settings.warmup });
  const result = await autocannon({ url, headers, requests, connections, duration });
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
  };
  return figures;
};

/** Any error, timeout or non-2xx answer fails the run: a fast error is not a result. */
export const assertClean = (figures: Figures) => {
  if (figures.non_2xx > 0 || figures.errors > 0 || figures.timeouts > 0)
    throw new Error(`${figures.title}: ${figures.non_2xx} non-2xx, ${figures.errors} errors, ${figures.timeouts} timeouts`);
  return figures;
};

/** Measures, then fails on any error (the comparisons: their figures mean nothing with errors). */
export const measureClean = async (options: Options) => assertClean(await measure(options));

export const ratio = (ours: Figures, bare: Figures) => Number((ours.requests_per_second / bare.requests_per_second).toFixed(3));
