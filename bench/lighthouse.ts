/**
 * First load on a phone (issue 24): Lighthouse, mobile and desktop presets, on /login, the restorer's `/` and
 * the caisse dashboard signed in, against the real product (small demo, splash at 0). Builds nothing: it serves a
 * copy of the web build found in LIGHTHOUSE_WEB_DIST (default apps/web/dist; several, comma-separated, are measured
 * in alternation), so a parallel build cannot change it mid-run. Prints each page's median scores and writes bench/results/lighthouse[-LIGHTHOUSE_LABEL].json.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { repoRoot, startProduct } from './product';
import { machine } from './results';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Several builds, comma-separated (e.g. before,after): each served by its own product, measured in alternation.
const webDists = (process.env.LIGHTHOUSE_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')).split(',').map((d) => path.resolve(d.trim()));
const label = process.env.LIGHTHOUSE_LABEL ? `-${process.env.LIGHTHOUSE_LABEL}` : '';
const reportsDir = process.env.LIGHTHOUSE_REPORTS; // keeps each run's full Lighthouse report there
if (reportsDir) mkdirSync(reportsDir, { recursive: true });
// Another checkout to run the API from (e.g. a `git archive` of a commit, as in README.md), the web build staying ours.
const productRoot = process.env.LIGHTHOUSE_PRODUCT_ROOT ?? repoRoot;
const only = process.env.LIGHTHOUSE_ONLY?.split(',').map((s) => s.trim());
const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type Page = { name: string; path: string; signedIn: boolean };
const pages: Page[] = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'home', path: '/', signedIn: true },
  { name: 'caisse-dashboard', path: '/caisse/dashboard', signedIn: true },
];
const formFactors = ['mobile', 'desktop'] as const;
const onlyPresets = process.env.LIGHTHOUSE_PRESETS?.split(',').map((s) => s.trim());
type Figures = {
  benchmark_index: number;
  /** The machine's 1-minute load average when the run started: on a shared machine, what the spread follows. */
  load_average: number;
  performance: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  fcp_ms: number;
  requests: number;
  final_url: string;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * One Lighthouse run in a fresh Chromium (new profile: empty cache and storage). The session the web app reads
 * (localStorage `fitfit.session`, apps/web/src/app/session/store.ts) is written before any script of the page runs.
 */
const measure = async (url: string, formFactor: (typeof formFactors)[number], storedSession: string | null): Promise<Figures> => {
  const load = Number(loadavg()[0].toFixed(1));
  const profile = mkdtempSync(path.join(tmpdir(), 'fitfit-lighthouse-'));
  const chrome = await launch({ chromePath: chromium, chromeFlags: chromiumFlags, userDataDir: profile });
  try {
    if (storedSession) {
      // Written from a page of the origin that loads no script (the favicon), so the cache stays empty.
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(new URL('/favicon.svg', url).href);
      await page.evaluate(`localStorage.setItem('fitfit.session', ${JSON.stringify(storedSession)})`);
      await page.close();
      await browser.disconnect();
    }
    // The profile is new, so nothing to reset; a reset would also wipe the session written above.
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (reportsDir)
      writeFileSync(
        path.join(reportsDir, `${new URL(url).pathname.replace(/\W+/g, '_')}-${formFactor}-${Date.now()}.json`),
        JSON.stringify(lhr),
      );
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
    return {
      benchmark_index: Math.round(lhr.environment.benchmarkIndex),
      load_average: load,
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp_ms: Math.round(numeric('largest-contentful-paint')),
      tbt_ms: Math.round(numeric('total-blocking-time')),
      cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
      fcp_ms: Math.round(numeric('first-contentful-paint')),
      requests: ((lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items ?? []).length,
      final_url: lhr.finalDisplayedUrl,
    };
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
};

type Served = { dist: string; url: string; session: string; stop(): Promise<void> };

/** Starts the product on a copy of `dist` and signs the demo restorer in (the session the web app would store). */
const serve = async (dist: string): Promise<Served> => {
  const copy = mkdtempSync(path.join(tmpdir(), 'fitfit-lighthouse-web-'));
  cpSync(dist, copy, { recursive: true });
  const product = await startProduct(productRoot, { SPLASH_DELAY_MS: '0', DEMO_DAYS: '7', WEB_DIST: copy }).catch((error) => {
    rmSync(copy, { recursive: true, force: true });
    throw error;
  });
  const stop = async () => {
    await product.stop();
    rmSync(copy, { recursive: true, force: true });
  };
  // The demo restorer (same credentials as fixtures.ts' signIn, which does not keep the token's expiry).
  const login = await fetch(`${product.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'restaurateur@fitfit.example', password: 'demo1234' }),
  });
  if (!login.ok) {
    await stop();
    throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  }
  const { token, token_expires_at } = (await login.json()) as { token: string; token_expires_at: string };
  const session = JSON.stringify({ token, tokenExpiresAt: token_expires_at, currentRestaurant: null, scheme: 'light' });
  return { dist, url: product.url, session, stop };
};

type Summary = Omit<Figures, 'final_url'>;
const summarize = (figures: Figures[]): Summary => {
  const m = (key: keyof Summary) => median(figures.map((f) => f[key]));
  return {
    benchmark_index: m('benchmark_index'),
    load_average: m('load_average'),
    performance: m('performance'),
    lcp_ms: m('lcp_ms'),
    tbt_ms: m('tbt_ms'),
    cls: m('cls'),
    fcp_ms: m('fcp_ms'),
    requests: m('requests'),
  };
};

const main = async () => {
  console.log(`Lighthouse ${runs} run(s) per page and form factor, web builds: ${webDists.join(', ')}`);
  const servers: Served[] = [];
  const results: Record<string, Record<string, Record<string, { median: Summary; runs: Figures[] }>>> = {};
  try {
    for (const dist of webDists) servers.push(await serve(dist));
    for (const page of pages.filter((p) => !only || only.includes(p.name))) {
      for (const formFactor of formFactors.filter((f) => !onlyPresets || onlyPresets.includes(f))) {
        const figures = new Map<Served, Figures[]>(servers.map((s) => [s, []]));
        // In alternation, so that a neighbour's load falls on every build alike.
        for (let i = 0; i < runs; i++) {
          for (const server of servers) {
            const url = `${server.url}${page.path}`;
            const session = page.signedIn ? server.session : null;
            // Lighthouse now and then loses the trace's navigation start (NO_NAVSTART): that run is made again, once.
            const f = await measure(url, formFactor, session).catch(() => measure(url, formFactor, session));
            if (new URL(f.final_url).pathname !== page.path) throw new Error(`${page.path} ended on ${f.final_url}`);
            figures.get(server)?.push(f);
          }
        }
        for (const server of servers) {
          const all = figures.get(server) ?? [];
          const summary = summarize(all);
          results[server.dist] ??= {};
          results[server.dist][page.name] ??= {};
          results[server.dist][page.name][formFactor] = { median: summary, runs: all };
          console.log(
            `${page.path.padEnd(18)} ${formFactor.padEnd(7)} performance ${String(summary.performance).padStart(3)}` +
              `  LCP ${(summary.lcp_ms / 1000).toFixed(1)} s  TBT ${summary.tbt_ms} ms  CLS ${summary.cls}` +
              `  (runs: ${all.map((f) => f.performance).join(', ')}; ${summary.requests} requests; benchmark index ${summary.benchmark_index}; load ${summary.load_average})` +
              (servers.length > 1 ? `  ${server.dist}` : ''),
          );
        }
      }
    }
  } finally {
    for (const server of servers) await server.stop();
  }
  const file = path.join(repoRoot, `bench/results/lighthouse${label}.json`);
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), machine: machine(), runs, builds: results }, null, 2)}\n`);
  console.log(`→ ${path.relative(repoRoot, file)}`);
};

await main();
