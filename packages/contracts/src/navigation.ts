import type { MemberAccess, ModuleCode, Role } from './enums';
import { canSeePage, type PageEntry, type PageKey, pageByKey, pages } from './pages';

/** Menu item and module of SPEC §3; `icon` names an icon the web app maps to a component. */
export interface MenuItem {
  key: string;
  title: string;
  path?: string;
  icon: string;
  children?: MenuItem[];
  code_name?: ModuleCode;
  /**
   * Shown only to a restaurant that does not hold this module: a shared page (`acceptedModules`) that lives in
   * that module's menu, repeated here so a restaurant without it still finds the page (docs/stock.md, recipes).
   */
  unless_held?: ModuleCode;
}
export interface NavModule {
  key: string;
  title: string;
  icon: string;
  code_name?: ModuleCode;
  /** Path prefix that marks the module active (SPEC §2). */
  prefix: string;
  menus: MenuItem[];
}

const item = (pageKey: PageKey, icon: string, title?: string): MenuItem => {
  const p = pageByKey(pageKey);
  return { key: pageKey, title: title ?? p.title, path: p.route, icon };
};
const group = (key: string, title: string, icon: string, children: MenuItem[]): MenuItem => ({ key, title, icon, children });

/** Main layout, level 1 = modules, level 2 = their menus (SPEC §2 Menu groups). */
export const mainModules: NavModule[] = [
  {
    key: 'pnl',
    title: 'PNL',
    icon: 'chart',
    code_name: 'fitfit_pnl',
    prefix: '/pnl',
    menus: [item('home', 'dashboard', 'Dashboard'), item('pnl', 'report', 'PNL'), item('pnl-indicators', 'gauge', 'Indicateurs')],
  },
  {
    key: 'caisse',
    title: 'Caisse',
    icon: 'register',
    code_name: 'fitfit_caisse',
    prefix: '/caisse',
    menus: [
      item('caisse-dashboard', 'home', 'Accueil'),
      item('caisse-real-time', 'bolt'),
      item('caisse-analyses', 'chart'),
      item('caisse-tickets', 'receipt'),
      item('caisse-z', 'lock'),
      group('compliance', 'Conformité 2021', 'shield', [
        item('caisse-integrity', 'shield'),
        item('caisse-archives', 'archive'),
        item('caisse-journal', 'history'),
      ]),
      group('customers', 'Clients', 'users', [
        item('caisse-customers-stats', 'chart', 'Statistiques'),
        item('caisse-customers', 'users', 'Liste des clients'),
      ]),
      group('card', 'Carte', 'book', [
        item('caisse-heat-tags', 'tag'),
        item('caisse-products', 'tools-kitchen'),
        item('caisse-options', 'adjustments'),
        item('caisse-menus', 'list'),
        item('caisse-taxes', 'percentage'),
      ]),
      group('bank', 'Banque', 'building-bank', [
        item('caisse-banking-funds', 'cash'),
        item('caisse-banking-closures', 'building-bank'),
        item('caisse-banking-payouts', 'receipt'),
        item('caisse-accounting-export', 'file-invoice'),
        item('caisse-banking-countings', 'calculator'),
      ]),
      group('team', 'Utilisateurs', 'user', [item('caisse-users', 'user', 'Utilisateurs'), item('caisse-roles', 'key')]),
    ],
  },
  {
    key: 'stock',
    title: 'Stock',
    icon: 'box',
    code_name: 'fitfit_stocks',
    prefix: '/stock',
    menus: [
      item('stock-mercuriales', 'list'),
      item('stock-restorer-inventories', 'clipboard'),
      item('stock-restorer-orders', 'truck'),
      item('stock-food-cost', 'chart'),
      { ...item('haccp-recipes', 'book'), unless_held: 'fitfit_haccp' },
    ],
  },
  {
    key: 'haccp',
    title: 'HACCP',
    icon: 'shield',
    code_name: 'fitfit_haccp',
    prefix: '/haccp',
    menus: [
      item('haccp-home', 'home', 'Accueil'),
      item('haccp-traceabilities', 'tag'),
      item('haccp-temperatures', 'thermometer'),
      item('haccp-cleaning-plans', 'spray'),
      item('haccp-receptions', 'truck'),
      item('haccp-checklists', 'checklist'),
      item('haccp-heat-transfers', 'flame'),
      item('haccp-oils', 'droplet'),
      item('haccp-productions', 'tools-kitchen'),
      item('haccp-recipes', 'book'),
      item('haccp-planning', 'calendar'),
    ],
  },
  {
    key: 'music',
    title: 'Musique',
    icon: 'music',
    code_name: 'fitfit_music',
    prefix: '/music',
    menus: [item('music-playlists', 'playlist'), item('music-songs', 'music')],
  },
  {
    key: 'intranet',
    title: 'Intranet',
    icon: 'book',
    code_name: 'fitfit_intranet',
    prefix: '/intranet',
    menus: [
      item('intranet', 'home', 'Annonces reçues'),
      item('intranet-documents', 'archive', 'Documents'),
      item('intranet-campaigns', 'clipboard', 'Campagnes'),
      item('intranet-announcements', 'list', 'Rédiger'),
      item('intranet-team-campaigns', 'report', 'Lancer une campagne'),
      item('intranet-follow-up', 'checklist', 'Suivi'),
    ],
  },
  {
    // the restaurant's own back office (docs/accounts.md), whatever modules it holds
    key: 'restaurant',
    title: 'Mon restaurant',
    icon: 'building-store',
    prefix: '/restaurant',
    menus: [item('restaurant-details', 'building-store', 'Informations'), item('restaurant-people', 'users', 'Équipe')],
  },
];

/** A module's menus for a restaurant holding `held`: an `unless_held` entry leaves when its module is held. */
export const visibleMenus = (items: MenuItem[], held: readonly string[]): MenuItem[] =>
  items
    .filter((i) => !i.unless_held || !held.includes(i.unless_held))
    .map((i) => (i.children ? { ...i, children: visibleMenus(i.children, held) } : i));

/** A module shows when it has no code_name or the restaurant holds it (SPEC §2). */
export const visibleModules = (modules: NavModule[], held: readonly string[]) =>
  modules.filter((m) => !m.code_name || held.includes(m.code_name));

/** Who looks at the menus: the role and, for a restaurateur, its member access to the current restaurant (null otherwise). */
export interface Viewer {
  role: Role;
  access: MemberAccess | null;
}

const catalogue = new Map<string, PageEntry>(pages.map((p) => [p.key, p]));

/** The entries `viewer` may open (canSeePage, the router guard's rule); a group stays while one of its entries does. */
const openable = (items: MenuItem[], viewer: Viewer): MenuItem[] =>
  items.flatMap((i) => {
    if (i.children) {
      const children = openable(i.children, viewer);
      return children.length > 0 || i.children.length === 0 ? [{ ...i, children }] : [];
    }
    const entry = catalogue.get(i.key);
    return !entry || canSeePage(entry, viewer.role, viewer.access) ? [i] : [];
  });

/**
 * The main sidebar as `viewer` sees it in a restaurant holding `held`: the modules held, the entries its role and
 * member access open (an accountant: the caisse and the PNL; a manager: not the people), no module left empty.
 */
export const mainNavigation = (held: readonly string[], viewer: Viewer): NavModule[] =>
  visibleModules(mainModules, held)
    .map((m) => ({ ...m, menus: openable(visibleMenus(m.menus, held), viewer) }))
    .filter((m) => m.menus.length > 0);

export const adminMenu: MenuItem[] = [
  item('admin-dashboard', 'dashboard', 'Dashboard'),
  item('admin-modules', 'apps'),
  item('admin-marks', 'crown'),
  item('admin-partners', 'plug'),
  item('admin-restaurants', 'building-store'),
  item('admin-users', 'users'),
  item('admin-subscriptions', 'repeat'),
  item('admin-invoices', 'file-invoice'),
  item('pnl-per-restaurant', 'report'),
  group('stock-config', 'Configuration stock', 'settings', [
    item('stock-config-providers', 'truck'),
    item('stock-config-categories', 'category'),
    item('stock-config-products', 'box', 'Produits'),
  ]),
  item('stock-orders', 'truck', 'Commandes'),
  item('stock-inventories', 'clipboard', 'Inventaires'),
  item('stock-hardwares', 'device-desktop'),
  group('music', 'Musique', 'music', [
    item('music-admin-playlists', 'playlist', 'Playlists'),
    item('music-admin-songs', 'music', 'Musiques'),
  ]),
  group('intranet', 'Intranet', 'book', [
    item('admin-intranet-announcements', 'list', 'Annonces'),
    item('admin-intranet-documents', 'archive', 'Documents'),
    item('admin-intranet-campaigns', 'clipboard', 'Campagnes'),
    item('admin-intranet-follow-up', 'checklist', 'Suivi'),
  ]),
];

export const adminPrefixes = ['/admin', '/pnl', '/stock', '/music'];

export const franchisorMenu: MenuItem[] = [
  item('franchisor-dashboard', 'dashboard', 'Dashboard'),
  item('franchisor-real-time', 'bolt', 'Temps réel'),
  item('franchisor-analyses', 'chart', 'Analyses'),
  item('franchisor-tickets', 'receipt', 'Tickets'),
  item('franchisor-z', 'lock', 'Rapport de clôture journalier'),
  group('intranet', 'Intranet', 'book', [
    item('franchisor-intranet-announcements', 'list', 'Annonces'),
    item('franchisor-intranet-documents', 'archive', 'Documents'),
    item('franchisor-intranet-campaigns', 'clipboard', 'Campagnes'),
    item('franchisor-intranet-follow-up', 'checklist', 'Suivi'),
  ]),
];
