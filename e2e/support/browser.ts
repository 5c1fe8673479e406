import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

export const baseUrl = inject('baseUrl');
export const DEMO_PASSWORD = 'demo1234';
export const accounts = {
  admin: 'admin@fitfit.example',
  restorer: 'restaurateur@fitfit.example',
  franchisor: 'franchiseur@fitfit.example',
  saler: 'commercial@fitfit.example',
  lucie: 'lucie@fitfit.example',
} as const;

const e2eRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const screenshotDir = path.join(e2eRoot, 'screenshots');
const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const launchBrowser = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

interface Opened {
  context: BrowserContext;
  problems: string[];
}

export interface NewPageOptions {
  viewport?: { width: number; height: number };
}

/**
 * One browser per test file, a fresh context (cookies, local storage) per page opened. Every console
 * error and uncaught page error is recorded; after each test the suite fails if any was seen, and a
 * failing test leaves a screenshot of its pages in e2e/screenshots/failures/.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  let opened: Opened[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' || (task.result?.errors?.length ?? 0) > 0) {
      const dir = path.join(screenshotDir, 'failures');
      mkdirSync(dir, { recursive: true });
      for (const [i, o] of opened.entries()) {
        for (const [j, page] of o.context.pages().entries()) {
          const file = path.join(dir, `${slug(task.name)}${i + j > 0 ? `-${i}-${j}` : ''}.png`);
          await page.screenshot({ path: file }).catch(() => undefined);
        }
      }
    }
    const problems = opened.flatMap((o) => o.problems);
    await Promise.all(opened.map((o) => o.context.close().catch(() => undefined)));
    opened = [];
    expect(problems, 'console errors or page errors during the test').toEqual([]);
  });

  const newPage = async (options: NewPageOptions = {}): Promise<Page> => {
    if (!browser) throw new Error('browser not launched');
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: options.viewport ?? { width: 1280, height: 800 },
      locale: 'fr-FR',
    });
    const entry: Opened = { context, problems: [] };
    opened.push(entry);
    context.on('console', (message) => {
      if (message.type() === 'error') entry.problems.push(`console error on ${message.page()?.url() ?? '?'}: ${message.text()}`);
    });
    context.on('weberror', (error) => entry.problems.push(`page error on ${error.page()?.url() ?? '?'}: ${error.error().message}`));
    // Fail fast: a missing element should not hold a test for Playwright's default 30 s.
    context.setDefaultTimeout(10_000);
    return context.newPage();
  };

  /** The console errors and page errors recorded so far in this test. */
  const problems = () => opened.flatMap((o) => o.problems);

  return { newPage, problems };
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 80);

/** Fills and submits the login form of the page already shown. */
export const submitLogin = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
};

/** Signs in from /login and waits until the app has left the login page. */
export const login = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  await page.goto('/login');
  await submitLogin(page, email, password);
};

/** Waits until the page shows `pathname` (client-side navigations included). */
export const expectPath = async (page: Page, pathname: string) => {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 }).catch(() => undefined);
  expect(new URL(page.url()).pathname).toBe(pathname);
};

/** Waits until the locator is visible (fails the test with a clear message otherwise). */
export const visible = async (locator: Locator, timeout = 10_000) => {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator;
};

/**
 * Where an element sits horizontally: wholly inside the viewport, wholly outside (an off-canvas sidebar
 * is translated out), or partly (mid-transition).
 */
export const horizontalPlacement = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.right <= 0.5 || r.left >= window.innerWidth - 0.5) return 'outside';
    return r.left >= -0.5 && r.right <= window.innerWidth + 0.5 ? 'inside' : 'partly';
  });

/** The top bar of the signed-in layouts. */
export const topBar = (page: Page) => page.getByRole('banner');
/** The sidebar of the main, admin and franchisor layouts. */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

export const screenshot = async (page: Page, name: string) => {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
};

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on the page and fails on serious or critical violations, listing them. The product's CSP
 * (script-src 'self') refuses inline scripts, so axe's source is evaluated through the DevTools protocol
 * instead of an inline <script> tag (which would be blocked and log a CSP error).
 */
export const expectNoSeriousA11yViolations = async (page: Page, label = new URL(page.url()).pathname) => {
  await page.waitForLoadState('networkidle');
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    type AxeResult = {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; any: { message: string }[]; all: { message: string }[] }[];
      }[];
    };
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 6).map((n) => {
        const why = n.any[0]?.message ?? n.all[0]?.message ?? '';
        return `${n.target.map(String).join(' ')}${why ? ` — ${why}` : ''}`;
      }),
    }));
  });
  const serious = (violations as AxeViolation[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const listing = serious.map((v) => `- [${v.impact}] ${v.id}: ${v.help}\n    ${v.targets.join('\n    ')}`).join('\n');
  expect(serious.length, `serious/critical accessibility violations on ${label}:\n${listing}`).toBe(0);
};
