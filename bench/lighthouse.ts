/**
 * First load on a phone (issue 24): Lighthouse, mobile and desktop presets, on /login, the restorer's `/` and
 * the caisse dashboard signed in, against the real product (small demo, splash at 0). Builds nothing: it serves a
 * copy of the web build found in LIGHTHOUSE_WEB_DIST (default apps/web/dist), so a parallel build cannot change
 * it mid-run. Prints each page's median scores and writes bench/results/lighthouse[-LIGHTHOUSE_LABEL].json.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { repoRoot, startProduct } from './product';
import { machine } from './results';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const webDist = path.resolve(process.env.LIGHTHOUSE_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'));
const label = process.env.LIGHTHOUSE_LABEL ? `-${process.env.LIGHTHOUSE_LABEL}` : '';
const reportsDir = process.env.LIGHTHOUSE_REPORTS; // keeps each run's full Lighthouse report there
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
type Figures = { performance: number; lcp_ms: number; tbt_ms: number; cls: number; fcp_ms: number; requests: number; final_url: string };

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

const main = async () => {
  const served = mkdtempSync(path.join(tmpdir(), 'fitfit-lighthouse-web-'));
  cpSync(webDist, served, { recursive: true });
  console.log(`Lighthouse ${runs} run(s) per page and form factor, web build copied from ${webDist}`);
  const product = await startProduct(productRoot, { SPLASH_DELAY_MS: '0', DEMO_DAYS: '7', WEB_DIST: served });
  const results: Record<string, Record<string, { median: Omit<Figures, 'final_url'>; runs: Figures[] }>> = {};
  try {
    // The demo restorer (same credentials as fixtures.ts' signIn, which does not keep the token's expiry).
    const login = await fetch(`${product.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'restaurateur@fitfit.example', password: 'demo1234' }),
    });
    if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
    const { token, token_expires_at } = (await login.json()) as { token: string; token_expires_at: string };
    const storedSession = JSON.stringify({ token, tokenExpiresAt: token_expires_at, currentRestaurant: null, scheme: 'light' });

    for (const page of pages.filter((p) => !only || only.includes(p.name))) {
      results[page.name] = {};
      for (const formFactor of formFactors) {
        const figures: Figures[] = [];
        for (let i = 0; i < runs; i++) {
          const f = await measure(`${product.url}${page.path}`, formFactor, page.signedIn ? storedSession : null);
          if (new URL(f.final_url).pathname !== page.path) throw new Error(`${page.path} ended on ${f.final_url}`);
          figures.push(f);
        }
        const m = (key: keyof Omit<Figures, 'final_url'>) => median(figures.map((f) => f[key]));
        const summary = {
          performance: m('performance'),
          lcp_ms: m('lcp_ms'),
          tbt_ms: m('tbt_ms'),
          cls: m('cls'),
          fcp_ms: m('fcp_ms'),
          requests: m('requests'),
        };
        results[page.name][formFactor] = { median: summary, runs: figures };
        console.log(
          `${page.path.padEnd(18)} ${formFactor.padEnd(7)} performance ${String(summary.performance).padStart(3)}` +
            `  LCP ${(summary.lcp_ms / 1000).toFixed(1)} s  TBT ${summary.tbt_ms} ms  CLS ${summary.cls}` +
            `  (runs: ${figures.map((f) => f.performance).join(', ')}; ${summary.requests} requests)`,
        );
      }
    }
  } finally {
    await product.stop();
    rmSync(served, { recursive: true, force: true });
  }
  const file = path.join(repoRoot, `bench/results/lighthouse${label}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), machine: machine(), runs, web_dist: webDist, pages: results }, null, 2)}\n`,
  );
  console.log(`→ ${path.relative(repoRoot, file)}`);
};

await main();
