import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { canSeePage, isParametric, type PageEntry, pages, publicPages, type Role } from '../../packages/contracts/src';
import { type Client, callApi, clientFor, uniqueSuffix } from '../support/api';
import {
  accounts,
  baseUrl,
  COLOUR_RULES,
  demoClient,
  expectNoSeriousA11yViolations,
  screenshot,
  useBrowser,
  visible,
} from '../support/browser';

/**
 * Axe on every page of the catalogue (packages/contracts/src/pages.ts), in the light theme and in the dark one
 * (serious/critical = 0 on every screen, both themes). One browser page per account (per group of pages for the
 * restorer's 57): each page is opened once with page.goto and checked in both themes, switched with the top bar's
 * toggle (see walkBothThemes): every axe rule in the first theme, the colour rules in the second (COLOUR_RULES: the
 * theme changes colours only). Read only: the pages are opened and looked at, nothing is saved.
 *
 * The main-layout pages (caisse, PNL, HACCP, stock, music) are walked by the restorer, whose restaurant holds the five
 * modules; admin and franchisor open the same screens in the same layout, so they walk their own layouts' pages
 * and their main-layout home. Routes with a parameter open an item of the demo data the product runs with.
 */
const { newPage, openAs } = useBrowser();
const restorer = demoClient(accounts.restorer);
const admin = demoClient(accounts.admin);
const franchisor = demoClient(accounts.franchisor);

type List = { data: { id: string }[] };
const firstId = async (client: Client, path: string) => {
  const list = await client.call<List>('GET', `${path}${path.includes('?') ? '&' : '?'}per_page=1`);
  const id = list.data[0]?.id;
  if (!id) throw new Error(`the demo data has no item at ${path}`);
  return id;
};

/**
 * The business day of the restaurants (Paris, day changing at 05:00) today, as the close pages name it: between
 * midnight and 05:00 it is still yesterday's (a close page of the calendar date would be a day not begun, 422).
 */
const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(Date.now() - 5 * 3_600_000));

/** A demo item for each parametric route (a new parametric page fails the test until it gets one here). */
let params: Record<string, string> = {};
/** The close page of a day already closed (« Journée déjà clôturée » and its link), whatever other files closed today. */
let closedDayPage = '';

beforeAll(async () => {
  const rid = restorer.session.user.restaurant?.id;
  if (!rid) throw new Error('the demo restorer has no restaurant');
  const r = (path: string) => firstId(restorer, `restaurants/${rid}/${path}`);
  const [closing, customer, tag, product, option, menu, role, inventory, order, restaurant, stockProduct, networkClosing, announcement] =
    await Promise.all([
      r('caisse/closings?period=day&order=desc'),
      r('caisse/customers'),
      r('caisse/heat-tags'),
      r('caisse/products'),
      r('caisse/options'),
      r('caisse/menus'),
      r('caisse/roles'),
      r('stock/inventories'),
      r('stock/orders'),
      firstId(admin, 'admin/restaurants'),
      firstId(admin, 'admin/stock/products'),
      firstId(franchisor, 'franchisor/closings'),
      r('intranet/feed'),
    ]);
  const networkRestaurant = (await franchisor.call<{ id: string }[]>('GET', 'franchisor/restaurants'))[0]?.id;
  const campaign = (await restorer.call<{ items: { id: string }[] }>('GET', `restaurants/${rid}/intranet/tasks`)).items[0]?.id;
  const lastClosing = await restorer.call<{ data: { business_date: string }[] }>(
    'GET',
    `restaurants/${rid}/caisse/closings?period=day&order=desc&per_page=1`,
  );
  closedDayPage = `/caisse/z-caisse/cloturer/${lastClosing.data[0]?.business_date}`;
  const today = parisToday();
  params = {
    'caisse-z-details': `/caisse/z-caisse/details-cloture-de-caisse/${closing}`,
    'caisse-z-close': `/caisse/z-caisse/cloturer/${today}`,
    'caisse-customers-modify': `/caisse/customers/modify/${customer}`,
    'caisse-customers-details': `/caisse/customers/details/${customer}`,
    'caisse-heat-tag': `/caisse/heat-tags/${tag}`,
    'caisse-product': `/caisse/products/${product}`,
    'caisse-option': `/caisse/options/${option}`,
    'caisse-menu': `/caisse/menus/${menu}`,
    'caisse-role': `/caisse/roles/${role}`,
    'stock-restorer-inventory': `/stock/restorer-inventories/${inventory}`,
    'stock-restorer-order': `/stock/restorer-orders/${order}`,
    'intranet-announcement': `/intranet/announcements/${announcement}`,
    'intranet-campaign': `/intranet/campaigns/${campaign}`,
    'admin-restaurant-modules': `/admin/restaurants/${restaurant}/modules`,
    'stock-config-product': `/stock/configs/products/${stockProduct}`,
    'franchisor-z-details': `/franchisor/z-caisse/details-cloture-de-caisse/${networkClosing}`,
    'franchisor-z-close': `/franchisor/z-caisse/cloturer/${today}?restaurant=${networkRestaurant}`,
  };
});

const pathOf = (entry: PageEntry) => {
  if (!isParametric(entry.route)) return entry.route;
  const path = params[entry.key];
  if (!path) throw new Error(`no demo item to open ${entry.route} (${entry.key}): add one to this file`);
  return path;
};

/** The catalogue's pages a role opens in the given layouts. */
const pagesOf = (role: Role, layouts: PageEntry['layout'][]) => pages.filter((p) => layouts.includes(p.layout) && canSeePage(p, role));

const scheme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

const loaders = '.mantine-Loader-root:visible, .mantine-Skeleton-root[data-visible="true"]:visible';

/** Waits for the page's own content: its path, its title, no loader or skeleton left. */
const settled = async (page: Page, path: string) => {
  const pathname = new URL(path, baseUrl).pathname;
  await expect.poll(() => new URL(page.url()).pathname, { message: `${path} stays on its page` }).toBe(pathname);
  await visible(page.locator('main h1, main h2, h1, h2'));
  await expect.poll(() => page.locator(loaders).count(), { message: `${path} still loading` }).toBe(0);
};

/** Opens `path` with a page load and waits for its content and its data. */
const open = async (page: Page, path: string) => {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await settled(page, path);
};

/** Requests in flight on each page, to wait for quiet after a navigation inside the application (no load event). */
const inFlight = new WeakMap<Page, Set<unknown>>();
const requestsOf = (page: Page) => {
  let set = inFlight.get(page);
  if (!set) {
    const requests = new Set<unknown>();
    // a stream (real time's server-sent events, the music's audio) stays open by design: not a page loading
    page.on('request', (r) => {
      if (!['eventsource', 'media', 'websocket'].includes(r.resourceType())) requests.add(r);
    });
    page.on('requestfinished', (r) => requests.delete(r));
    page.on('requestfailed', (r) => requests.delete(r));
    inFlight.set(page, requests);
    set = requests;
  }
  return set;
};
/** No request in flight for 300 ms in a row (the lazy page's code, then its data, then what the data asks for). */
const quiet = (page: Page) => {
  const requests = requestsOf(page);
  let since = Date.now();
  return expect
    .poll(
      () => {
        if (requests.size > 0) since = Date.now();
        return Date.now() - since >= 300;
      },
      { interval: 50, message: 'the page keeps loading' },
    )
    .toBe(true);
};

/**
 * Goes to `path` inside the running application, as its own links do (the router follows the history), instead
 * of a page load: the bundle, the session and the shell stay, only the page's code and data come — page loads were
 * most of this file's time.
 */
const navigate = async (page: Page, path: string) => {
  requestsOf(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await quiet(page);
  await settled(page, path);
  await quiet(page);
};

const toggleLabel = { light: 'Passer au thème sombre', dark: 'Passer au thème clair' } as const;

/**
 * Opens each of `paths` once and checks it in both themes: axe in the theme it opens in (every rule), the top bar's
 * toggle, axe in the other (the colour rules: a full run measured 1.7× theirs). The choice persists (session store, local storage), so the next page opens in the theme the last one
 * ended in and is checked in that order: one page load and one switch per page, where walking every page in light,
 * switching once and walking them again in dark loaded each page twice (page loads are most of the time: measured,
 * 1.2–2.5 s a load against 0.3–1 s an axe run on a busy machine). Every violation of every page is gathered, so one
 * run lists them all.
 */
const walkBothThemes = async (page: Page, paths: string[], shots: Record<string, string> = {}) => {
  const failures: string[] = [];
  const checked: string[] = [];
  const times: [number, string][] = [];
  const failed = (error: unknown) => failures.push((error as Error).message.split('\n').slice(0, 14).join('\n'));
  for (const path of paths) {
    const start = Date.now();
    try {
      await navigate(page, path);
      for (const step of [0, 1]) {
        const theme = (await scheme(page)) as keyof typeof toggleLabel;
        try {
          await expectNoSeriousA11yViolations(page, `${path} (${theme})`, step === 0 ? {} : { rules: COLOUR_RULES });
        } catch (error) {
          failed(error);
        }
        checked.push(`${path} ${theme}`);
        if (theme === 'dark' && shots[path]) await screenshot(page, shots[path]);
        if (step === 0) {
          await page.getByRole('button', { name: toggleLabel[theme] }).click();
          await expect.poll(() => scheme(page)).toBe(theme === 'light' ? 'dark' : 'light');
        }
      }
    } catch (error) {
      failed(error);
    }
    times.push([Date.now() - start, path]);
  }
  // The time each page took (load, axe, switch, axe): the slowest screens are where the file's time goes.
  const total = times.reduce((sum, [ms]) => sum + ms, 0);
  const slowest = [...times].sort((a, b) => b[0] - a[0]).slice(0, 3);
  console.log(
    `${times.length} pages × 2 themes in ${(total / 1000).toFixed(1)} s; slowest: ${slowest.map(([ms, what]) => `${what} ${ms} ms`).join(', ')}`,
  );
  expect(failures, failures.join('\n\n')).toEqual([]);
  // every page seen in both themes
  expect(checked.sort()).toEqual(paths.flatMap((p) => [`${p} dark`, `${p} light`]).sort());
};

describe('axe on every page, light and dark', () => {
  // The restorer's 57 pages in seven groups: each test stays well under the test timeout on a busy machine.
  const sales = /^\/caisse\/(dashboard|real-time|analyses|tickets|z-caisse|conformite)/;
  const customersAndBanking = /^\/caisse\/(stats-of-customers|customers|banking-|accounting-)/;
  const restorerGroups: [string, (route: string) => boolean, Record<string, string>][] = [
    [
      'home, PNL, music and intranet',
      // and « Mon restaurant » (its people, its details): no module
      (r) => r === '/' || /^\/(pnl|music|restaurant|intranet)(\/|$)/.test(r),
      { '/': 'dark-home', '/pnl/pnl': 'dark-pnl', '/pnl/indicators': 'dark-pnl-indicators' },
    ],
    ['caisse sales, closings and compliance', (r) => sales.test(r), { '/caisse/tickets': 'dark-tickets' }],
    ['caisse customers and banking', (r) => customersAndBanking.test(r), { '/caisse/customers/create': 'dark-customer-form' }],
    ['caisse card: tags, products and options', (r) => /^\/caisse\/(heat-tags|products|options)/.test(r), {}],
    ['caisse taxes, menus and team', (r) => /^\/caisse\/(taxes|menus|users|roles)/.test(r), {}],
    ['HACCP', (r) => r.startsWith('/haccp/'), { '/haccp/dashboard': 'dark-haccp-home' }],
    ['stock', (r) => r.startsWith('/stock/'), { '/stock/restorer-orders': 'dark-stock-orders' }],
  ];
  test('restorer: the groups cover every main-layout page', () => {
    const main = pagesOf('restorer', ['main']);
    const uncovered = main.filter((p) => restorerGroups.filter(([, inGroup]) => inGroup(p.route)).length !== 1);
    expect(uncovered.map((p) => p.route)).toEqual([]);
    expect(main.length).toBeGreaterThan(50);
  });
  for (const [name, inGroup, shots] of restorerGroups) {
    test(`restorer: ${name}`, async () => {
      const paths = pagesOf('restorer', ['main'])
        .filter((p) => inGroup(p.route))
        .map(pathOf);
      if (inGroup('/caisse/z-caisse')) paths.push(closedDayPage);
      const page = await openAs(accounts.restorer, '/', { viewport: { width: 1440, height: 900 } });
      await walkBothThemes(page, paths, shots);
    });
  }

  test('restorer: the analyses of this week compared with the previous one, both themes', async () => {
    const page = await openAs(accounts.restorer, '/caisse/analyses', { viewport: { width: 1440, height: 900 } });
    const main = page.getByRole('main');
    await main.getByLabel('Période', { exact: true }).click();
    await page.getByRole('option', { name: 'Cette semaine' }).click();
    await main.getByLabel('Comparer avec', { exact: true }).click();
    await page.getByRole('option', { name: 'Période précédente' }).click();
    await visible(main.getByRole('row', { name: /^Comparaison/ }));
    await expectNoSeriousA11yViolations(page, 'analyses compared (light)');
    await page.getByRole('button', { name: toggleLabel.light }).click();
    await expect.poll(() => scheme(page)).toBe('dark');
    await expectNoSeriousA11yViolations(page, 'analyses compared (dark)', { rules: COLOUR_RULES });
    await screenshot(page, 'dark-analyses-compared');
  });

  test('admin: every admin-layout page and the main-layout home', async () => {
    const home = admin.session.user.restaurant ? ['/'] : [];
    const paths = [...pagesOf('admin', ['admin']).map(pathOf), ...home];
    const page = await openAs(accounts.admin, '/admin/dashboard', { viewport: { width: 1440, height: 900 } });
    await walkBothThemes(page, paths, { '/admin/dashboard': 'dark-admin-dashboard' });
  });

  test('franchisor: every network page, the restaurant chooser and the main-layout home', async () => {
    const home = franchisor.session.user.restaurant ? ['/'] : [];
    const paths = [...pagesOf('franchisor', ['franchisor', 'admin']).map(pathOf), ...home];
    const page = await openAs(accounts.franchisor, '/franchisor/dashboard', { viewport: { width: 1440, height: 900 } });
    await walkBothThemes(page, paths, { '/franchisor/dashboard': 'dark-franchisor-dashboard' });
  });

  test('seller: the seller home', async () => {
    const page = await openAs(accounts.saler, '/', { viewport: { width: 1440, height: 900 } });
    await walkBothThemes(page, pagesOf('saler', ['main', 'seller']).map(pathOf));
  });

  test('signed out and registering: the public pages, with the scheme kept on this browser', async () => {
    // A registered account that has not finished: the only one that opens « Finaliser l'inscription ».
    const suffix = uniqueSuffix();
    const registering = clientFor(
      baseUrl,
      await callApi(baseUrl, 'POST', 'auth/registration', undefined, {
        first_name: 'Alex',
        last_name: `Accessibilité ${suffix}`,
        email: `e2e-a11y-${suffix}@fitfit.example`,
        password: 'motdepasse-e2e',
        restaurant_name: `Axe ${suffix}`,
      }),
    );
    // complete-registration and two-step-setup belong to a signed-in person (a new restorer, an administrator whose
    // session opens nothing else under ADMIN_MFA=required): signed out, both send to /login
    const signedOut = publicPages.filter((p) => !['complete-registration', 'two-step-setup'].includes(p.key)).map((p) => p.route);
    const failures: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      // The public pages have no toggle: the scheme chosen before signing out stays (session store, local storage).
      const page = await newPage({ viewport: { width: 1440, height: 900 } });
      const registeringPage = await openAs(registering.session, '/complete-registration', { viewport: { width: 1440, height: 900 } });
      for (const [p, paths] of [
        [page, signedOut],
        [registeringPage, ['/complete-registration']],
      ] as const) {
        // Signed out in light: nothing stored, the default theme (light, SPEC).
        if (theme === 'dark' || p !== page) {
          await p.goto('/login');
          await p.evaluate((scheme) => {
            const stored = JSON.parse(localStorage.getItem('fitfit.session') ?? '{}');
            localStorage.setItem('fitfit.session', JSON.stringify({ ...stored, scheme }));
          }, theme);
        }
        for (const path of paths) {
          try {
            await open(p, path);
            expect(await scheme(p)).toBe(theme);
            // the same pages were checked with every rule in light
            await expectNoSeriousA11yViolations(p, `${path} (${theme})`, theme === 'dark' ? { rules: COLOUR_RULES } : {});
          } catch (error) {
            failures.push((error as Error).message.split('\n').slice(0, 14).join('\n'));
          }
        }
      }
      await page.close();
      await registeringPage.close();
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  });
});
