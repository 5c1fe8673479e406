import type { MemberAccess, ModuleCode, Role } from './enums';
import { ACCOUNTANT_MODULES } from './restaurant-members';

/** `own`: the signed-in person's own layout, whatever the role (« Mon compte »: admin, franchisor, seller or main). */
export type Layout = 'public' | 'main' | 'admin' | 'franchisor' | 'seller' | 'own';

/** One page of the catalogue (SPEC §3): drives the router guards, the sidebars and quick search. */
export interface PageEntry<K extends string = string> {
  key: K;
  title: string;
  description: string;
  route: string;
  /** Empty = every signed-in role (SPEC §2 quick search rule). */
  roles: Role[];
  layout: Layout;
  /** For the restaurant's owners (and admins) only: its people (docs/accounts.md). */
  owner?: boolean;
}

const RAF: Role[] = ['restorer', 'admin', 'franchisor'];
const ADMIN: Role[] = ['admin'];
const FRANCHISOR: Role[] = ['franchisor'];

// Each entry keeps its key's literal type, so that `PageKey` below is the union of the catalogue's keys.
const page = <K extends string>(
  key: K,
  route: string,
  title: string,
  description: string,
  roles: Role[],
  layout: Layout,
): PageEntry<K> => ({
  key,
  route,
  title,
  description,
  roles,
  layout,
});
const main = <K extends string>(key: K, route: string, title: string, description: string) =>
  page(key, route, title, description, RAF, 'main');
const admin = <K extends string>(key: K, route: string, title: string, description: string) =>
  page(key, route, title, description, ADMIN, 'admin');
const franchisor = <K extends string>(key: K, route: string, title: string, description: string) =>
  page(key, route, title, description, FRANCHISOR, 'franchisor');
/** A page of the restaurant's owners (restaurateurs with owner access, and admins): no module needed. */
const owners = <K extends string>(key: K, route: string, title: string, description: string): PageEntry<K> => ({
  ...page(key, route, title, description, ['restorer', 'admin'], 'main'),
  owner: true,
});

export const publicPages = [
  page('login', '/login', 'Connexion', 'Se connecter au back-office', [], 'public'),
  page('registration', '/registration', 'Inscription', 'Créer un compte restaurateur', [], 'public'),
  page('complete-registration', '/complete-registration', "Finaliser l'inscription", 'Informations légales et modules', [], 'public'),
  page('unauthorized', '/unauthorized', 'Accès refusé', "Vous n'avez pas accès à cette page", [], 'public'),
  page('display-issue', '/display-issue', "Problème d'affichage", 'Écran trop petit ou navigateur non pris en charge', [], 'public'),
  page('forgot-password', '/forgot-password', 'Mot de passe oublié', 'Recevoir un lien pour choisir un nouveau mot de passe', [], 'public'),
  page('reset-password', '/reset-password', 'Nouveau mot de passe', 'Choisir un nouveau mot de passe depuis le lien reçu', [], 'public'),
  page('confirm-email', '/confirm-email', 'Confirmer l’adresse e-mail', 'Confirmer la nouvelle adresse e-mail du compte', [], 'public'),
  // where an administrator without it is led at sign-in when ADMIN_MFA=required (its session opens nothing else)
  page('two-step-setup', '/two-step-verification', 'Vérification en deux étapes', 'Activer la vérification en deux étapes', [], 'public'),
  // the link of an invitation to a restaurant's team (docs/accounts.md)
  page('invitation', '/invitation', 'Invitation', 'Rejoindre l’équipe d’un restaurant sur FitFit Solution', [], 'public'),
];

export const pages = [
  page('home', '/', 'Dashboard', "Le jour et le mois en un coup d'œil", ['restorer', 'admin', 'saler', 'franchisor'], 'main'),
  page(
    'account',
    '/account',
    'Mon compte',
    'Nom, e-mail, mot de passe, sessions ouvertes, thème',
    ['restorer', 'admin', 'saler', 'franchisor'],
    'own',
  ),
  // Mon restaurant (docs/accounts.md): no module needed; a manager or an accountant reads what its owners change
  page(
    'restaurant-details',
    '/restaurant/details',
    'Informations du restaurant',
    'Nom commercial, identité fiscale, coordonnées, logo, horaires d’ouverture, fuseau horaire',
    ['restorer', 'admin'],
    'main',
  ),
  owners(
    'restaurant-people',
    '/restaurant/people',
    'Équipe',
    'Accès au back-office : membres, invitations, accès propriétaire, gérant ou comptable',
  ),
  // PNL
  main('pnl', '/pnl/pnl', 'PNL', 'Compte de résultat mensuel, configuration et prévisions'),
  main('pnl-indicators', '/pnl/indicators', 'Indicateurs', 'Indicateurs mensuels, hebdomadaires, journaliers et de date à date'),
  // Caisse
  main('caisse-dashboard', '/caisse/dashboard', 'Accueil caisse', "Chiffre d'affaires du jour, de la semaine et du mois"),
  main('caisse-real-time', '/caisse/real-time', 'Temps réel', 'Ventes par source, mode de paiement et utilisateur, couverts, commandes'),
  main('caisse-analyses', '/caisse/analyses', 'Analyses', 'Ventes, jour par jour, par heure, paiements, annulations, remises'),
  main('caisse-tickets', '/caisse/tickets', 'Tickets', 'Liste des tickets, impression, envoi de facture'),
  main('caisse-z', '/caisse/z-caisse', 'Rapport de clôture journalier', 'Clôtures de caisse (Z)'),
  main('caisse-z-details', '/caisse/z-caisse/details-cloture-de-caisse/:id', 'Détails de clôture de caisse', 'Détail d’une clôture Z'),
  main('caisse-z-export', '/caisse/z-caisse/exporter-une-periode', 'Exporter une période', 'Export des clôtures sur une période'),
  main('caisse-z-close', '/caisse/z-caisse/cloturer/:id', 'Clôturer la caisse', 'Clôturer une journée'),
  // Conformité 2021 (the spec's empty group, filled by the sales ledger: issue 10)
  main('caisse-integrity', '/caisse/conformite/integrite', 'Intégrité', 'Vérifier les chaînes de tickets et de clôtures'),
  main('caisse-archives', '/caisse/conformite/archives-fiscales', 'Archives fiscales', 'Archives mensuelles et annuelles signées'),
  main(
    'caisse-journal',
    '/caisse/conformite/journal-des-evenements',
    'Journal des événements',
    'Connexions, clôtures, exports, réimpressions, annulations',
  ),
  main(
    'caisse-customers-stats',
    '/caisse/stats-of-customers',
    'Statistiques clients',
    "Nouveaux clients aujourd'hui, sur 7 jours et ce mois",
  ),
  main('caisse-customers', '/caisse/customers', 'Clients', 'Liste des clients'),
  main('caisse-customers-create', '/caisse/customers/create', 'Nouveau client', 'Créer un client'),
  main('caisse-customers-modify', '/caisse/customers/modify/:id', 'Modifier le client', 'Modifier un client'),
  main('caisse-customers-details', '/caisse/customers/details/:id', 'Fiche client', 'Informations et commandes du client'),
  main('caisse-heat-tags', '/caisse/heat-tags', 'Étiquettes', 'Étiquettes de la carte : nom et couleur'),
  main('caisse-heat-tag', '/caisse/heat-tags/:id', 'Étiquette', 'Modifier une étiquette'),
  main('caisse-products', '/caisse/products', 'Produits', 'Plats et boissons de la carte'),
  main('caisse-products-create', '/caisse/products/create-a-dish', 'Créer un plat', 'Ajouter un produit à la carte'),
  main('caisse-product', '/caisse/products/:id', 'Produit', 'Modifier un produit'),
  main('caisse-options', '/caisse/options', 'Options', "Groupes d'options : cuisson, accompagnement…"),
  main('caisse-options-create', '/caisse/options/create-an-option', 'Créer une option', "Ajouter un groupe d'options"),
  main('caisse-option', '/caisse/options/:id', 'Option', "Modifier un groupe d'options"),
  main('caisse-taxes', '/caisse/taxes', 'Taxes', 'Taux de TVA sur place, à emporter et en livraison'),
  main('caisse-menus', '/caisse/menus', 'Menus', 'Formules : composition, horaires, photo'),
  main('caisse-menus-create', '/caisse/menus/create-a-menu', 'Créer un menu', 'Ajouter une formule'),
  main('caisse-menu', '/caisse/menus/:id', 'Menu', 'Modifier une formule'),
  main('caisse-users', '/caisse/users', 'Utilisateurs caisse', 'Équipe des terminaux : ajout, suppression, mot de passe'),
  main('caisse-roles', '/caisse/roles', 'Rôles', 'Rôles et permissions de l’équipe'),
  main('caisse-roles-create', '/caisse/roles/create-a-role', 'Créer un rôle', 'Ajouter un rôle'),
  main('caisse-role', '/caisse/roles/:id', 'Rôle', 'Modifier un rôle'),
  main('caisse-banking-funds', '/caisse/banking-available-funds', 'Fonds disponibles', 'Espèces, cartes et titres-restaurant à remettre'),
  main('caisse-banking-closures', '/caisse/banking-closures', 'Remises en banque', 'Remises en banque et export'),
  main('caisse-banking-countings', '/caisse/banking-countings', 'Comptages', 'Comptages de caisse'),
  main(
    'caisse-banking-payouts',
    '/caisse/banking-payouts',
    'Remises et versements',
    'Versements des cartes, plateformes et titres-restaurant rapprochés',
  ),
  owners(
    'caisse-accounting-export',
    '/caisse/accounting-export',
    'Export comptable',
    'Écritures pour le comptable (FEC, CSV, XLSX), comptes comptables',
  ),
  // HACCP
  main('haccp-home', '/haccp/dashboard', 'Accueil HACCP', 'Relevés manquants du jour, non-conformités ouvertes, derniers écarts'),
  main('haccp-traceabilities', '/haccp/traceabilities', 'Traçabilité', 'Étiquettes, lots et DLC'),
  main('haccp-temperatures', '/haccp/temperatures', 'Températures', 'Relevés des enceintes froides et chaudes'),
  main('haccp-cleaning-plans', '/haccp/cleaning-plans', 'Plans de nettoyage', 'Tâches de nettoyage et enregistrements'),
  main('haccp-receptions', '/haccp/receptions', 'Contrôles à réception', 'Contrôle des livraisons'),
  main('haccp-checklists', '/haccp/checklists', 'Checklists', 'Ouverture, fermeture, service'),
  main('haccp-heat-transfers', '/haccp/heat-transfers', 'Contrôles temps/température', 'Refroidissement et remise en température'),
  main('haccp-oils', '/haccp/oils', 'Huiles', 'Contrôle des huiles de friture'),
  main('haccp-productions', '/haccp/productions', 'Productions', 'Productions et DLC secondaires'),
  main('haccp-recipes', '/haccp/recipes', 'Recettes', 'Fiches recettes et coût portion'),
  main('haccp-planning', '/haccp/planning', 'Planning', 'Planification des tâches en calendrier ou liste'),
  // Music
  main('music-playlists', '/music/playlists', 'Playlists', 'Playlists du restaurant'),
  main('music-songs', '/music/songs', 'Musiques', 'Catalogue des musiques'),
  // Intranet (docs/intranet.md): the feed for the restaurant's users, writing and follow-up for its owners
  main('intranet', '/intranet', 'Intranet', 'Annonces du réseau et de l’équipe : à lire, à confirmer'),
  main('intranet-announcement', '/intranet/announcements/:id', 'Annonce', 'Lire une annonce et la confirmer'),
  owners('intranet-announcements', '/intranet/announcements', 'Annonces', 'Rédiger les annonces de l’équipe du restaurant'),
  owners('intranet-follow-up', '/intranet/follow-up', 'Suivi des lectures', 'Qui a lu et confirmé chaque annonce'),
  main('intranet-documents', '/intranet/documents', 'Documents', 'Procédures, fiches recettes, charte, affiches'),
  main(
    'intranet-campaigns',
    '/intranet/campaigns',
    'Campagnes',
    'Ce que le réseau demande au restaurant, avec photos : à faire, en retard, faites',
  ),
  main('intranet-campaign', '/intranet/campaigns/:id', 'Campagne', 'Les consignes d’une campagne et sa preuve'),
  owners(
    'intranet-team-campaigns',
    '/intranet/team-campaigns',
    'Campagnes de l’équipe',
    'Lancer des campagnes pour l’équipe et suivre leurs preuves',
  ),
  // Stock (restaurant side)
  main('stock-mercuriales', '/stock/mercuriales', 'Mercuriales', 'Liste de prix des fournisseurs'),
  main('stock-restorer-inventories', '/stock/restorer-inventories', 'Inventaires', 'Inventaires du restaurant'),
  main('stock-restorer-inventory', '/stock/restorer-inventories/:id', 'Inventaire', "Détail d'un inventaire"),
  main('stock-restorer-orders', '/stock/restorer-orders', 'Commandes', 'Commandes fournisseurs'),
  main('stock-restorer-order', '/stock/restorer-orders/:id', 'Commande', "Détail d'une commande"),
  main('stock-food-cost', '/stock/food-cost', 'Coût matière', 'Consommation réelle contre théorique entre deux inventaires, ratio matière'),
  // Admin only
  admin('admin-dashboard', '/admin/dashboard', 'Dashboard Admin', 'Restaurants, utilisateurs, MRR, factures, adoption des modules'),
  admin('admin-modules', '/admin/modules', 'Modules', 'Modules FitFit et leurs tarifs'),
  admin('admin-marks', '/admin/marks', 'Marques', 'Marques et réseaux de franchise'),
  admin('admin-partners', '/admin/partners', 'Partenaires terminaux', 'Partenaires caisse et terminaux de paiement'),
  admin('admin-restaurants', '/admin/restaurants', 'Restaurants', 'Tous les restaurants'),
  admin('admin-restaurant-modules', '/admin/restaurants/:id/modules', 'Modules du restaurant', 'Modules attribués à un restaurant'),
  page(
    'admin-choose-restaurant',
    '/admin/choose-restaurant',
    'Choisir un restaurant',
    'Changer de restaurant de travail',
    ['admin', 'franchisor'],
    'admin',
  ),
  admin('admin-users', '/admin/users', 'Utilisateurs', 'Utilisateurs de tous types'),
  admin('admin-subscriptions', '/admin/subscriptions', 'Abonnements', 'Abonnements des restaurants'),
  admin('admin-invoices', '/admin/invoices', 'Factures', "Factures d'abonnement"),
  admin('pnl-per-restaurant', '/pnl/per-restautant', 'PNL par restaurant', 'PNL de chaque restaurant côte à côte'),
  admin('stock-config-providers', '/stock/configs/providers', 'Fournisseurs', 'Configuration des fournisseurs'),
  admin('stock-config-categories', '/stock/configs/categories', 'Catégories', 'Catégories de produits de stock'),
  admin('stock-config-products', '/stock/configs/products', 'Produits de stock', 'Configuration des produits de stock'),
  admin(
    'stock-config-products-create',
    '/stock/configs/products/create-a-product',
    'Créer un produit de stock',
    'Ajouter un produit de stock',
  ),
  admin('stock-config-product', '/stock/configs/products/:id', 'Produit de stock', 'Modifier un produit de stock'),
  admin('stock-orders', '/stock/orders', 'Commandes (tous restaurants)', 'Commandes de tous les restaurants'),
  admin('stock-inventories', '/stock/inventories', 'Inventaires (tous restaurants)', 'Inventaires de tous les restaurants'),
  admin('stock-hardwares', '/stock/hardwares', 'Matériel', 'Catalogue du matériel'),
  admin('music-admin-playlists', '/music/admin-playlists', 'Playlists (catalogue)', 'Gestion des playlists'),
  admin('music-admin-songs', '/music/admin-songs', 'Musiques (catalogue)', 'Gestion des musiques'),
  // Intranet (docs/intranet.md): the platform's announcements to the restaurants and their follow-up
  admin(
    'admin-intranet-announcements',
    '/admin/intranet/announcements',
    'Annonces (intranet)',
    'Annonces de FitFit Solution aux restaurants',
  ),
  admin(
    'admin-intranet-campaigns',
    '/admin/intranet/campaigns',
    'Campagnes (intranet)',
    'Campagnes de FitFit Solution aux restaurants : échéance, preuve photo, suivi',
  ),
  admin(
    'admin-intranet-documents',
    '/admin/intranet/documents',
    'Documents (intranet)',
    'Documents de FitFit Solution aux restaurants : versions et suivi',
  ),
  admin(
    'admin-intranet-follow-up',
    '/admin/intranet/follow-up',
    'Suivi des annonces',
    'Quels restaurants ont lu et confirmé chaque annonce',
  ),
  // Franchisor only
  franchisor('franchisor-dashboard', '/franchisor/dashboard', 'Dashboard Franchiseur', 'Tous les restaurants du réseau'),
  franchisor('franchisor-real-time', '/franchisor/real-time', 'Temps réel (réseau)', 'Temps réel de tous les restaurants'),
  franchisor('franchisor-analyses', '/franchisor/analyses', 'Analyses (réseau)', 'Analyses de tous les restaurants'),
  franchisor('franchisor-tickets', '/franchisor/tickets', 'Tickets (réseau)', 'Tickets de tous les restaurants'),
  franchisor('franchisor-z', '/franchisor/z-caisse', 'Clôtures (réseau)', 'Clôtures de tous les restaurants'),
  franchisor('franchisor-z-details', '/franchisor/z-caisse/details-cloture-de-caisse/:id', 'Détails de clôture', 'Détail d’une clôture'),
  franchisor('franchisor-z-export', '/franchisor/z-caisse/exporter-une-periode', 'Exporter une période (réseau)', 'Export des clôtures'),
  franchisor('franchisor-z-close', '/franchisor/z-caisse/cloturer/:id', 'Clôturer (réseau)', 'Clôturer une journée'),
  franchisor(
    'franchisor-intranet-announcements',
    '/franchisor/intranet/announcements',
    'Annonces (réseau)',
    'Annonces aux restaurants de vos marques : procédures, carte, consignes',
  ),
  franchisor(
    'franchisor-intranet-campaigns',
    '/franchisor/intranet/campaigns',
    'Campagnes (réseau)',
    'Campagnes pour vos restaurants : carte d’été, vitrine, procédure, avec photos et suivi',
  ),
  franchisor(
    'franchisor-intranet-documents',
    '/franchisor/intranet/documents',
    'Documents (réseau)',
    'Procédures, fiches recettes, charte et affiches pour vos restaurants : versions et suivi',
  ),
  franchisor(
    'franchisor-intranet-follow-up',
    '/franchisor/intranet/follow-up',
    'Suivi des annonces (réseau)',
    'Quels restaurants ont lu et confirmé',
  ),
];

/** Module path prefixes (SPEC §2 Navigation); `/` belongs to the PNL module. */
export const modulePrefixes: { prefix: string; code: ModuleCode }[] = [
  { prefix: '/pnl', code: 'fitfit_pnl' },
  { prefix: '/caisse', code: 'fitfit_caisse' },
  { prefix: '/stock', code: 'fitfit_stocks' },
  { prefix: '/haccp', code: 'fitfit_haccp' },
  { prefix: '/music', code: 'fitfit_music' },
  { prefix: '/intranet', code: 'fitfit_intranet' },
];

export const matchesPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Module a restaurant must hold to open a page (SPEC §5); only restaurant-side (main layout) pages need one. */
export const requiredModule = (entry: Pick<PageEntry, 'route' | 'layout'>): ModuleCode | null => {
  if (entry.layout !== 'main') return null;
  if (entry.route === '/') return 'fitfit_pnl';
  return modulePrefixes.find((m) => matchesPrefix(entry.route, m.prefix))?.code ?? null;
};

/**
 * Pages two modules share: any one of them opens the page (decision, docs/stock.md "Recipes": the recipes are
 * stock data shown in the HACCP menu, so a restaurant holding either module reaches them).
 */
const sharedPages: Record<string, ModuleCode[]> = { '/haccp/recipes': ['fitfit_haccp', 'fitfit_stocks'] };

/** The modules any one of which opens a page (empty: no module needed). */
export const acceptedModules = (entry: Pick<PageEntry, 'route' | 'layout'>): ModuleCode[] => {
  const needed = requiredModule(entry);
  if (!needed) return [];
  return sharedPages[entry.route] ?? [needed];
};

/**
 * What a restaurateur's member access to the current restaurant lets it open (docs/accounts.md): the owners' pages
 * for owners only; for an accountant, only the caisse's and the PNL's pages (and those needing no module). `access`
 * is null for admins and franchisors, who act by role.
 */
export const accessAllowsPage = (entry: Pick<PageEntry, 'route' | 'layout' | 'owner'>, access: MemberAccess | null) => {
  if (access === null) return true;
  if (entry.owner) return access === 'owner';
  if (access !== 'accountant') return true;
  const modules = acceptedModules(entry);
  return modules.length === 0 || modules.some((m) => ACCOUNTANT_MODULES.includes(m));
};

/** The one rule of who opens a page: the role (SPEC §6), then the member access (the router guard, menus, quick search). */
export const canSeePage = (
  entry: Pick<PageEntry, 'roles' | 'route' | 'layout' | 'owner'>,
  role: Role | undefined,
  access: MemberAccess | null = null,
) => (entry.roles.length === 0 || (role !== undefined && entry.roles.includes(role))) && accessAllowsPage(entry, access);

export const isParametric = (route: string) => route.includes(':');

/** Lower-case and strip accents, for quick search (SPEC §2). */
export const normalizeSearch = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export const searchPages = (entries: PageEntry[], role: Role | undefined, query: string, access: MemberAccess | null = null) => {
  const needle = normalizeSearch(query.trim());
  return entries.filter(
    (e) =>
      !isParametric(e.route) &&
      canSeePage(e, role, access) &&
      (needle === '' || normalizeSearch(`${e.title} ${e.description} ${e.route}`).includes(needle)),
  );
};

/**
 * Every page key of the catalogue: a routes map, a menu entry or a lookup typed by it fails to compile
 * on a key the catalogue does not have (instead of showing "en cours de construction").
 */
export type PageKey = (typeof pages)[number]['key'] | (typeof publicPages)[number]['key'];

export const pageByKey = (key: PageKey): PageEntry<PageKey> => {
  const found = [...pages, ...publicPages].find((p) => p.key === key);
  if (!found) throw new Error(`Unknown page ${key}`);
  return found;
};
