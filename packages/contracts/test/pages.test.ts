import { describe, expect, it } from 'vitest';
import { moduleCodes, type Role, roles } from '../src/enums';
import {
  adminMenu,
  franchisorMenu,
  type MenuItem,
  mainModules,
  mainNavigation,
  type NavModule,
  visibleMenus,
  visibleModules,
} from '../src/navigation';
import {
  acceptedModules,
  accessAllowsPage,
  canSeePage,
  isParametric,
  matchesPrefix,
  normalizeSearch,
  type PageKey,
  pageByKey,
  pages,
  publicPages,
  requiredModule,
  searchPages,
} from '../src/pages';

const routesOf = (entries: { route: string }[]) => entries.map((e) => e.route);
const byRoute = (route: string) => {
  const found = [...pages, ...publicPages].find((p) => p.route === route);
  if (!found) throw new Error(`no page ${route}`);
  return found;
};
const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);
const menuPaths = (items: MenuItem[]) => flatten(items).flatMap((i) => (i.path ? [i.path] : []));
/** The restaurant's own pages (« Mon restaurant », docs/accounts.md): no module, restaurateurs and admins. */
const ownRestaurantPage = (route: string) => matchesPrefix(route, '/restaurant');
/** The modules' menus (« Mon restaurant » aside, which has no module). */
const moduleMenus = mainModules.filter((m) => m.code_name);

describe('normalizeSearch', () => {
  it('lower-cases and strips accents', () => {
    expect(normalizeSearch('Températures')).toBe('temperatures');
    expect(normalizeSearch('CLÔTURE')).toBe('cloture');
    expect(normalizeSearch('À emporter, Œuvre, Ça')).toBe('a emporter, œuvre, ca');
    expect(normalizeSearch('Élysée ÇÀÉÈÊËÎÏÔÙÛÜŸ')).toBe('elysee caeeeeiiouuuy');
  });

  it('keeps what is not a letter with an accent', () => {
    expect(normalizeSearch('/caisse/z-caisse 2021')).toBe('/caisse/z-caisse 2021');
    expect(normalizeSearch('')).toBe('');
  });

  it('handles text already decomposed (NFD) like composed text', () => {
    expect(normalizeSearch('Te\u0301mpe\u0301ratures')).toBe(normalizeSearch('Températures'));
  });
});

describe('searchPages', () => {
  it('matches titles ignoring case and accents', () => {
    expect(routesOf(searchPages(pages, 'restorer', 'temperature'))).toContain('/haccp/temperatures');
    expect(routesOf(searchPages(pages, 'restorer', 'TEMPÉRATURES'))).toContain('/haccp/temperatures');
  });

  it("finds the daily closing page with 'CLOTURE'", () => {
    const found = routesOf(searchPages(pages, 'restorer', 'CLOTURE'));
    expect(found).toContain('/caisse/z-caisse');
    expect(found.every((r) => !r.startsWith('/franchisor'))).toBe(true);
  });

  it('matches descriptions', () => {
    // "Relevés des enceintes froides et chaudes"
    expect(routesOf(searchPages(pages, 'restorer', 'enceintes FROIDES'))).toEqual(['/haccp/temperatures']);
    // "Liste de prix des fournisseurs"
    expect(routesOf(searchPages(pages, 'admin', 'liste de prix'))).toEqual(['/stock/mercuriales']);
  });

  it('matches routes', () => {
    expect(routesOf(searchPages(pages, 'restorer', '/haccp/oils'))).toEqual(['/haccp/oils']);
    expect(routesOf(searchPages(pages, 'admin', 'per-restautant'))).toEqual(['/pnl/per-restautant']);
  });

  it('trims the query and lists every visible page for an empty one', () => {
    expect(searchPages(pages, 'restorer', '  temperature  ').map((p) => p.key)).toContain('haccp-temperatures');
    const all = searchPages(pages, 'restorer', '   ');
    expect(all.length).toBe(pages.filter((p) => canSeePage(p, 'restorer') && !isParametric(p.route)).length);
  });

  it('finds nothing for text no page carries', () => {
    expect(searchPages(pages, 'admin', 'zzz-introuvable')).toEqual([]);
  });

  it('hides pages whose roles do not include the role', () => {
    expect(routesOf(searchPages(pages, 'restorer', ''))).not.toContain('/admin/users');
    expect(routesOf(searchPages(pages, 'restorer', 'utilisateurs'))).not.toContain('/admin/users');
    expect(routesOf(searchPages(pages, 'admin', 'utilisateurs'))).toContain('/admin/users');
    expect(routesOf(searchPages(pages, 'restorer', 'franchisor')).filter((r) => r.startsWith('/franchisor'))).toEqual([]);
    expect(routesOf(searchPages(pages, 'franchisor', 'réseau'))).toContain('/franchisor/dashboard');
  });

  it('shows a saler only the root and its account', () => {
    expect(routesOf(searchPages(pages, 'saler', ''))).toEqual(['/', '/account']);
  });

  it('shows pages with no role list to everyone, signed in or not', () => {
    expect(routesOf(searchPages(publicPages, undefined, 'connexion'))).toEqual(['/login']);
    for (const role of roles) expect(routesOf(searchPages(publicPages, role, 'inscription'))).toContain('/registration');
    expect(searchPages(pages, undefined, '')).toEqual([]);
  });

  it('never lists parametric routes', () => {
    for (const role of roles) {
      const found = searchPages(pages, role, '');
      expect(found.filter((p) => p.route.includes(':'))).toEqual([]);
    }
    // "Détails de clôture de caisse" exists only as a parametric route.
    expect(routesOf(searchPages(pages, 'restorer', 'details de cloture'))).toEqual([]);
  });
});

describe('canSeePage and isParametric', () => {
  it('lets a role see a page with no role list or one that names it', () => {
    expect(canSeePage({ roles: [] }, undefined)).toBe(true);
    expect(canSeePage({ roles: [] }, 'saler')).toBe(true);
    expect(canSeePage({ roles: ['admin'] }, 'admin')).toBe(true);
    expect(canSeePage({ roles: ['admin'] }, 'restorer')).toBe(false);
    expect(canSeePage({ roles: ['admin'] }, undefined)).toBe(false);
  });

  it('spots route parameters', () => {
    expect(isParametric('/caisse/products/:id')).toBe(true);
    expect(isParametric('/caisse/products/create-a-dish')).toBe(false);
  });
});

describe('requiredModule and matchesPrefix', () => {
  it('asks the PNL module for the root and the module of the path prefix for restaurant pages', () => {
    expect(requiredModule(byRoute('/'))).toBe('fitfit_pnl');
    expect(requiredModule(byRoute('/pnl/indicators'))).toBe('fitfit_pnl');
    expect(requiredModule(byRoute('/caisse/products'))).toBe('fitfit_caisse');
    expect(requiredModule(byRoute('/caisse/products/:id'))).toBe('fitfit_caisse');
    expect(requiredModule(byRoute('/stock/mercuriales'))).toBe('fitfit_stocks');
    expect(requiredModule(byRoute('/haccp/planning'))).toBe('fitfit_haccp');
    expect(requiredModule(byRoute('/music/songs'))).toBe('fitfit_music');
  });

  it('asks no module for admin, franchisor and public pages', () => {
    expect(requiredModule(byRoute('/stock/configs/products'))).toBeNull();
    expect(requiredModule(byRoute('/pnl/per-restautant'))).toBeNull();
    expect(requiredModule(byRoute('/music/admin-songs'))).toBeNull();
    expect(requiredModule(byRoute('/franchisor/z-caisse'))).toBeNull();
    expect(requiredModule(byRoute('/login'))).toBeNull();
  });

  it('asks a module for every restaurant-side (main layout) page', () => {
    for (const p of pages.filter((e) => e.layout === 'main' && !ownRestaurantPage(e.route)))
      expect(requiredModule(p), p.route).not.toBeNull();
    for (const p of pages.filter((e) => ownRestaurantPage(e.route))) expect(requiredModule(p), p.route).toBeNull();
  });

  it('matches a prefix on whole path segments only', () => {
    expect(matchesPrefix('/pnl', '/pnl')).toBe(true);
    expect(matchesPrefix('/pnl/pnl', '/pnl')).toBe(true);
    expect(matchesPrefix('/pnlx', '/pnl')).toBe(false);
    expect(requiredModule({ route: '/musical', layout: 'main' })).toBeNull();
    expect(requiredModule({ route: '/intranets', layout: 'main' })).toBeNull();
    expect(requiredModule({ route: '/intranet/follow-up', layout: 'main' })).toBe('fitfit_intranet');
  });
});

describe('page catalogue', () => {
  const all = [...pages, ...publicPages];

  it('has unique routes and keys', () => {
    expect(new Set(all.map((p) => p.route)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.key)).size).toBe(all.length);
  });

  it('gives every page a title, a description, an absolute route and known roles', () => {
    for (const p of all) {
      expect(p.title, p.key).toMatch(/\S/);
      expect(p.description, p.key).toMatch(/\S/);
      expect(p.route, p.key).toMatch(/^\//);
      for (const role of p.roles) expect(roles, p.key).toContain(role);
    }
  });

  it('follows SPEC §2 access: admin-only, franchisor-only, shared restaurant pages, public pages', () => {
    for (const p of pages) {
      if (p.layout === 'main' && p.route !== '/' && !ownRestaurantPage(p.route) && !p.owner)
        expect([...p.roles].sort(), p.route).toEqual(['admin', 'franchisor', 'restorer']);
      if (ownRestaurantPage(p.route) || p.owner) expect([...p.roles].sort(), p.route).toEqual(['admin', 'restorer']);
      if (p.layout === 'franchisor') expect(p.roles, p.route).toEqual(['franchisor']);
      if (p.layout === 'admin' && p.route !== '/admin/choose-restaurant') expect(p.roles, p.route).toEqual(['admin']);
    }
    expect([...byRoute('/').roles].sort()).toEqual(['admin', 'franchisor', 'restorer', 'saler']);
    for (const p of publicPages) expect(p.roles, p.route).toEqual([]);
  });

  it('finds pages by key and refuses an unknown key', () => {
    expect(pageByKey('haccp-temperatures').route).toBe('/haccp/temperatures');
    expect(pageByKey('login').route).toBe('/login');
    // a key outside the catalogue does not compile; at run time (untyped data) it throws
    expect(() => pageByKey('nope' as PageKey)).toThrow();
  });
});

describe('menus', () => {
  const allRoutes = new Set([...pages, ...publicPages].map((p) => p.route));

  it('point only at pages of the catalogue', () => {
    const paths = [...mainModules.flatMap((m) => menuPaths(m.menus)), ...menuPaths(adminMenu), ...menuPaths(franchisorMenu)];
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(allRoutes.has(path), path).toBe(true);
  });

  it('point only at non-parametric pages', () => {
    const paths = [...mainModules.flatMap((m) => menuPaths(m.menus)), ...menuPaths(adminMenu), ...menuPaths(franchisorMenu)];
    for (const path of paths) expect(isParametric(path), path).toBe(false);
  });

  it('keep each module menu under its module (path prefix and required module)', () => {
    for (const m of mainModules) {
      for (const entry of flatten(m.menus)) {
        const path = entry.path;
        if (!path || entry.unless_held) continue;
        expect(path === '/' || matchesPrefix(path, m.prefix), `${m.key} ${path}`).toBe(true);
        expect(requiredModule(byRoute(path)), `${m.key} ${path}`).toBe(m.code_name ?? null);
      }
    }
  });

  it("repeat a shared page in another module's menu only for a restaurant without the page's own module", () => {
    for (const m of mainModules) {
      for (const entry of flatten(m.menus).filter((i) => i.unless_held && i.path)) {
        const page = byRoute(entry.path ?? '');
        expect(requiredModule(page), `${m.key} ${entry.path}`).toBe(entry.unless_held);
        expect(acceptedModules(page), `${m.key} ${entry.path}`).toContain(m.code_name);
      }
    }
  });

  it('offer the recipes in the stock menu to a restaurant holding fitfit_stocks without fitfit_haccp', () => {
    const stock = mainModules.find((m) => m.key === 'stock');
    const haccp = mainModules.find((m) => m.key === 'haccp');
    if (!stock || !haccp) throw new Error('stock and haccp modules expected');
    expect(menuPaths(visibleMenus(stock.menus, ['fitfit_stocks']))).toContain('/haccp/recipes');
    expect(menuPaths(visibleMenus(stock.menus, ['fitfit_stocks', 'fitfit_haccp']))).not.toContain('/haccp/recipes');
    // SPEC's HACCP menu keeps its recipes entry whatever else is held.
    expect(menuPaths(visibleMenus(haccp.menus, ['fitfit_haccp']))).toContain('/haccp/recipes');
    expect(menuPaths(visibleMenus(haccp.menus, ['fitfit_haccp', 'fitfit_stocks']))).toContain('/haccp/recipes');
  });

  it('lead each role only to pages it may open', () => {
    const check = (items: MenuItem[], role: Role) => {
      for (const path of menuPaths(items)) expect(canSeePage(byRoute(path), role), `${role} ${path}`).toBe(true);
    };
    check(adminMenu, 'admin');
    check(franchisorMenu, 'franchisor');
    for (const role of ['restorer', 'admin', 'franchisor'] as const)
      for (const m of mainNavigation([...moduleCodes], { role, access: null })) check(m.menus, role);
  });

  it('cover the five modules with unique keys', () => {
    expect(moduleMenus.map((m) => m.code_name)).toEqual([...moduleCodes]);
    expect(new Set(mainModules.map((m) => m.key)).size).toBe(mainModules.length);
    for (const items of [adminMenu, franchisorMenu, ...mainModules.map((m) => m.menus)]) {
      const keys = flatten(items).map((i) => i.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('fill the "compliance 2021" group with the ledger pages', () => {
    const caisse = mainModules.find((m) => m.code_name === 'fitfit_caisse');
    const group = caisse?.menus.find((i) => i.key === 'compliance');
    expect(group?.title).toBe('Conformité 2021');
    expect(group?.children?.map((i) => i.path)).toEqual([
      '/caisse/conformite/integrite',
      '/caisse/conformite/archives-fiscales',
      '/caisse/conformite/journal-des-evenements',
    ]);
  });
});

describe('visibleModules', () => {
  it('keeps the modules whose code_name the restaurant holds', () => {
    expect(visibleModules(moduleMenus, ['fitfit_caisse']).map((m) => m.key)).toEqual(['caisse']);
    expect(visibleModules(moduleMenus, ['fitfit_music', 'fitfit_pnl']).map((m) => m.key)).toEqual(['pnl', 'music']);
    expect(visibleModules(moduleMenus, [...moduleCodes])).toEqual(moduleMenus);
    expect(visibleModules(moduleMenus, [])).toEqual([]);
    expect(visibleModules(moduleMenus, ['fitfit_autre', 'autre'])).toEqual([]);
  });

  it('always keeps a module without code_name', () => {
    const free: NavModule = { key: 'libre', title: 'Libre', icon: 'world', prefix: '/libre', menus: [] };
    expect(visibleModules([...moduleMenus, free], []).map((m) => m.key)).toEqual(['libre']);
    expect(visibleModules([free, ...moduleMenus], ['fitfit_haccp']).map((m) => m.key)).toEqual(['libre', 'haccp']);
    // « Mon restaurant »: whatever modules the restaurant holds
    expect(visibleModules(mainModules, []).map((m) => m.key)).toEqual(['restaurant']);
  });
});

describe('member access (docs/accounts.md)', () => {
  const keysOf = (modules: NavModule[]) => modules.map((m) => m.key);
  const all = [...moduleCodes];

  it('opens the people page to owners and admins only', () => {
    const people = byRoute('/restaurant/people');
    expect(canSeePage(people, 'restorer', 'owner')).toBe(true);
    expect(canSeePage(people, 'admin', null)).toBe(true);
    expect(canSeePage(people, 'restorer', 'manager')).toBe(false);
    expect(canSeePage(people, 'restorer', 'accountant')).toBe(false);
    expect(canSeePage(people, 'franchisor', null)).toBe(false);
  });

  it("opens an accountant only the caisse's and the PNL's pages, and the pages of no module", () => {
    expect(accessAllowsPage(byRoute('/caisse/z-caisse'), 'accountant')).toBe(true);
    expect(accessAllowsPage(byRoute('/pnl/pnl'), 'accountant')).toBe(true);
    expect(accessAllowsPage(byRoute('/'), 'accountant')).toBe(true);
    expect(accessAllowsPage(byRoute('/account'), 'accountant')).toBe(true);
    expect(accessAllowsPage(byRoute('/stock/mercuriales'), 'accountant')).toBe(false);
    expect(accessAllowsPage(byRoute('/haccp/recipes'), 'accountant')).toBe(false);
    expect(accessAllowsPage(byRoute('/music/songs'), 'accountant')).toBe(false);
    expect(accessAllowsPage(byRoute('/stock/mercuriales'), 'manager')).toBe(true);
    const searched = routesOf(searchPages(pages, 'restorer', '', 'accountant'));
    expect(searched).toContain('/caisse/tickets');
    expect(searched.some((r) => matchesPrefix(r, '/haccp') || r === '/restaurant/people')).toBe(false);
  });

  it('shows each access its menus: no module left empty, « Mon restaurant » for the owners', () => {
    expect(keysOf(mainNavigation(all, { role: 'restorer', access: 'owner' }))).toEqual([...keysOf(moduleMenus), 'restaurant']);
    // an accountant reads the caisse, the PNL and the restaurant's details (read only), not its people
    const accountant = mainNavigation(all, { role: 'restorer', access: 'accountant' });
    expect(keysOf(accountant)).toEqual(['pnl', 'caisse', 'restaurant']);
    expect(menuPaths(accountant.find((m) => m.key === 'restaurant')?.menus ?? [])).toEqual(['/restaurant/details']);
    expect(keysOf(mainNavigation(['fitfit_haccp'], { role: 'restorer', access: 'accountant' }))).toEqual(['restaurant']);
    expect(keysOf(mainNavigation(['fitfit_haccp'], { role: 'admin', access: null }))).toEqual(['haccp', 'restaurant']);
    const manager = mainNavigation(all, { role: 'restorer', access: 'manager' });
    expect(flatten(manager.flatMap((m) => m.menus)).some((i) => i.path === '/restaurant/people')).toBe(false);
    expect(keysOf(mainNavigation(all, { role: 'franchisor', access: null }))).not.toContain('restaurant');
  });
});
