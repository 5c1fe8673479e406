import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type { SessionResponse } from '../../packages/contracts/src';
import { type Client, clientFor, DEMO_PASSWORD } from './api';

export { DEMO_PASSWORD };
export const baseUrl = inject('baseUrl');
/** How long an element, a URL or a polled state may take to appear (vitest.config.ts gives expect.poll the same). */
export const ACTION_TIMEOUT_MS = 15_000;
/** How long a page load (and the SPA's session start) may take. */
const START_TIMEOUT_MS = 30_000;
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
  /**
   * Signed in from the start: a demo account's e-mail (its session was opened once for the whole run by the
   * global setup) or a session of the test's own. Omitted: signed out.
   */
  as?: string | SessionResponse;
  /** Console errors the test expects (a refused request is logged by Chromium as "Failed to load resource"). */
  allowConsoleErrors?: RegExp;
}

/** The demo accounts' sessions, opened once through the API by the global setup and shared by every file. */
const demoSessions = inject('demoSessions');

/** A demo account's shared session, for API calls. Never log it out: every file of the run uses it. */
export const demoClient = (email: string): Client => {
  const session = demoSessions[email];
  if (!session) throw new Error(`no session opened for ${email} by the global setup`);
  return clientFor(baseUrl, session);
};

/**
 * The local storage the web app's session store reads at start (apps/web/src/app/session/store.ts: key
 * `fitfit.session`, four persisted fields), so a page opens signed in without going through the login form.
 */
const storageFor = (session: SessionResponse) => ({
  cookies: [],
  origins: [
    {
      origin: new URL(baseUrl).origin,
      localStorage: [
        {
          name: 'fitfit.session',
          value: JSON.stringify({
            token: session.token,
            tokenExpiresAt: session.token_expires_at,
            currentRestaurant: session.user.restaurant,
            scheme: 'light',
          }),
        },
      ],
    },
  ],
});

/**
 * One browser per worker: the files a worker runs one after the other share it (vitest.config.ts runs them
 * without isolation, so this module stays loaded), which saves a Chromium start per file. Nothing of a page
 * outlives its test: each page has a context of its own, closed after the test. A browser that died is
 * launched again; Playwright kills it when the worker exits.
 */
let sharedBrowser: Promise<Browser> | undefined;
const workerBrowser = async () => {
  const current = sharedBrowser ? await sharedBrowser.catch(() => undefined) : undefined;
  if (current?.isConnected()) return current;
  sharedBrowser = launchBrowser();
  return sharedBrowser;
};

/**
 * A fresh context (cookies, local storage) per page opened, in the worker's browser. Every console
 * error and uncaught page error is recorded; after each test the suite fails if any was seen, and a
 * failing test leaves a screenshot of its pages in e2e/screenshots/failures/.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  let opened: Opened[] = [];

  beforeAll(async () => {
    browser = await workerBrowser();
  });
  afterAll(async () => {
    await Promise.all(opened.map((o) => o.context.close().catch(() => undefined)));
    opened = [];
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
    const session = typeof options.as === 'string' ? demoSessions[options.as] : options.as;
    if (options.as && !session) throw new Error(`no session opened for ${options.as} by the global setup`);
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: options.viewport ?? { width: 1280, height: 800 },
      locale: 'fr-FR',
      ...(session ? { storageState: storageFor(session) } : {}),
    });
    const entry: Opened = { context, problems: [] };
    opened.push(entry);
    context.on('console', (message) => {
      if (message.type() === 'error' && !options.allowConsoleErrors?.test(message.text()))
        entry.problems.push(`console error on ${message.page()?.url() ?? '?'}: ${message.text()}`);
    });
    context.on('weberror', (error) => entry.problems.push(`page error on ${error.page()?.url() ?? '?'}: ${error.error().message}`));
    // Fail fast: a missing element should not hold a test for Playwright's default 30 s; but a cold start of
    // the SPA (bundle, session, first data) on a busy 2-core machine can take more than 10 s.
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(START_TIMEOUT_MS);
    return context.newPage();
  };

  /** The console errors and page errors recorded so far in this test. */
  const problems = () => opened.flatMap((o) => o.problems);

  /** A page already signed in as `as` (see `NewPageOptions.as`), opened on `path`. */
  const openAs = async (as: string | SessionResponse, path: string, options: Omit<NewPageOptions, 'as'> = {}) => {
    const page = await newPage({ ...options, as });
    // The signed-in shell shows nothing but a loader until it has the session's user: wait for that answer.
    const sessionLoaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/auth/me', { timeout: START_TIMEOUT_MS });
    await page.goto(path);
    await sessionLoaded;
    // Then the page's own data (lists, photos): a first check then waits for rendering only.
    await page.waitForLoadState('networkidle', { timeout: START_TIMEOUT_MS });
    return page;
  };

  return { newPage, openAs, problems };
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

/** Signs in through the login form from /login (the few tests of the form itself; others use `newPage({ as })`). */
export const login = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  await page.goto('/login');
  await submitLogin(page, email, password);
};

/** Waits until the page shows `pathname` (client-side navigations included). */
export const expectPath = async (page: Page, pathname: string) => {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 }).catch(() => undefined);
  expect(new URL(page.url()).pathname).toBe(pathname);
};

/**
 * Types `text` in a server-paged list's search box and waits for the list's answer to that search: a click aimed
 * at a row before it can land where the row was once the filtered list has moved it (a lost click). Lists that
 * filter in the browser send no request: the wait then gives up after the action timeout and the test goes on.
 */
export const searchList = async (box: Locator, text: string) => {
  const answered = box
    .page()
    .waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).searchParams.get('search') === text, {
      timeout: ACTION_TIMEOUT_MS,
    })
    .catch(() => undefined);
  await box.fill(text);
  await answered;
};

/** Waits until the locator is visible (fails the test with a clear message otherwise). */
export const visible = async (locator: Locator, timeout = ACTION_TIMEOUT_MS) => {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator;
};

/**
 * Opens a select and picks an option. A click that lands while a modal is still opening can be taken by its
 * focus trap and leave the list closed: the click is tried again until the option shows.
 */
export const chooseOption = async (page: Page, combobox: Locator, name: string) => {
  const option = page.getByRole('option', { name });
  const deadline = Date.now() + ACTION_TIMEOUT_MS;
  for (;;) {
    if (!(await option.isVisible())) await combobox.click();
    try {
      await option.click({ timeout: 2_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
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

/** The two widths every screen is looked at: a desktop and a phone. */
export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** Axe at 1440 px, then the phone's width: screenshot and axe again, and back. */
export const checkBothWidths = async (page: Page, name: string) => {
  await expectNoSeriousA11yViolations(page, `${name} (1440 px)`);
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(page, `${name} (390 px)`);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
};

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * axe's rules that read colours (tag cat.color, on by default; color-contrast-enhanced is AAA and off): all that a
 * change of colour scheme can change on a page already checked with every rule in the other scheme, where the
 * elements, names, roles and layout are the same (the scheme only sets Mantine's colour variables and the top bar
 * toggle's label, which each scheme gets a full run of). On a page they take ~60 % of a full run.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * Runs axe-core on the page and fails on serious or critical violations, listing them. The product's CSP
 * (script-src 'self') refuses inline scripts, so axe's source is evaluated through the DevTools protocol
 * instead of an inline <script> tag (which would be blocked and log a CSP error). `rules` limits the run to those
 * rules (COLOUR_RULES for a page's second colour scheme); every rule by default.
 */
export const expectNoSeriousA11yViolations = async (
  page: Page,
  label = new URL(page.url()).pathname,
  { rules }: { rules?: readonly string[] } = {},
) => {
  await page.waitForLoadState('networkidle');
  let serious = await seriousViolations(page, rules);
  // A toast that starts fading out while axe runs has half-transparent text for a moment; a real violation is
  // still there a second later, a transition's is not — so a finding is reported only if a second run sees it.
  if (serious.length > 0) {
    await page.waitForTimeout(1000);
    serious = await seriousViolations(page, rules);
  }
  const listing = serious.map((v) => `- [${v.impact}] ${v.id}: ${v.help}\n    ${v.targets.join('\n    ')}`).join('\n');
  expect(serious.length, `serious/critical accessibility violations on ${label}:\n${listing}`).toBe(0);
};

const seriousViolations = async (page: Page, rules?: readonly string[]): Promise<AxeViolation[]> => {
  // A modal or drawer still fading in has half-transparent text, which axe would report as low contrast.
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (rules) => {
    type AxeResult = {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; any: { message: string }[]; all: { message: string }[] }[];
      }[];
    };
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 6).map((n) => {
        const why = n.any[0]?.message ?? n.all[0]?.message ?? '';
        return `${n.target.map(String).join(' ')}${why ? ` — ${why}` : ''}`;
      }),
    }));
  }, rules);
  return (violations as AxeViolation[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
};
