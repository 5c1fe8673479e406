/**
 * Today's violations of the architecture rules of `architecture.test.ts`, written down so that a new one fails and a
 * fixed one is struck off: these lists only shrink. Never add an entry to make a new violation pass; fix it instead.
 */

/**
 * Imports of another module's file that is not its `index.ts` (`importer → imported`): each entry goes once the
 * module exports what the importer needs from its `index.ts` (or the piece moves to `lib/`).
 */
export const DEEP_IMPORTS: readonly string[] = [
  'apps/web/src/app/firstScreen.ts → apps/web/src/modules/auth/pages/LoginPage.tsx',
  'apps/web/src/modules/music/pages/AdminPlaylistsPage.tsx → apps/web/src/modules/admin/api.ts',
  'apps/web/src/modules/registry.ts → apps/web/src/modules/auth/routes.ts',
];

/** Functions of the API's modules taking a bare restaurant id (`file › declaration`): they should take a scope. */
export const BARE_RESTAURANT_ID_PARAMETERS: readonly string[] = [
  'apps/api/src/modules/admin/invoices/service.ts › RunOptions.paidAt',
  'apps/api/src/modules/admin/subscriptions/amounts.ts › heldModulesSql',
  'apps/api/src/modules/auth/access-cache.ts › AccessCache.set',
  'apps/api/src/modules/auth/access-repository.ts › findSessionAccess',
  'apps/api/src/modules/auth/access-repository.ts › restaurantAccess',
  'apps/api/src/modules/auth/service.ts › chooseRestaurant',
  'apps/api/src/modules/caisse/analytics/realtime.ts › notifySales',
  'apps/api/src/modules/caisse/analytics/realtime.ts › salesNotice',
  'apps/api/src/modules/caisse/analytics/service.ts › coverageIn',
  'apps/api/src/modules/caisse/demo-terminal/terminal.ts › tillSetup',
  'apps/api/src/modules/caisse/ledger/chain.ts › ledgerUpdate',
  'apps/api/src/modules/caisse/ledger/chain.ts › lockLedger',
  'apps/api/src/modules/caisse/ledger/chain.ts › saveLedger',
  'apps/api/src/modules/caisse/ledger/tickets/append.ts › appendPrepared',
  'apps/api/src/modules/caisse/ledger/tickets/append.ts › appendTickets',
  'apps/api/src/modules/caisse/ledger/tickets/append.ts › prepareTickets',
  'apps/api/src/modules/caisse/ledger/tickets/ingest.ts › ingestTickets',
  'apps/api/src/modules/caisse/ledger/tickets/references.ts › loadReferences',
  'apps/api/src/modules/franchisor/ledger.ts › oneOf',
  'apps/api/src/modules/franchisor/network.ts › Network.name',
  'apps/api/src/modules/franchisor/network.ts › networkOf',
  'apps/api/src/modules/stock/food-cost/flows.ts › lastPurchasePriceSql',
  'apps/api/src/modules/stock/food-cost/flows.ts › receivedSql',
  'apps/api/src/modules/stock/food-cost/flows.ts › soldSql',
  'apps/api/src/modules/stock/food-cost/flows.ts › theoreticalSql',
  'apps/api/src/modules/stock/inventories/valuation.ts › inventoryValueAt',
];

/** Uses of the connection pool itself in the API's modules (`pg` imports, `$client`/`$reports` reads), by file. */
export const POOL_ACCESS: Readonly<Record<string, number>> = {
  'apps/api/src/modules/auth/access-cache.ts': 3,
  'apps/api/src/modules/auth/access-repository.ts': 1,
  'apps/api/src/modules/caisse/analytics/read.ts': 5,
  'apps/api/src/modules/caisse/demo-terminal/index.ts': 2,
};

/** Tenant filters written by hand in tagged `sql` templates of the API's modules (`restaurant_id = ${…}`), by file. */
export const RAW_TENANT_FILTERS: Readonly<Record<string, number>> = {
  'apps/api/src/modules/admin/subscriptions/amounts.ts': 1,
  'apps/api/src/modules/caisse/analytics/history.ts': 2,
  'apps/api/src/modules/caisse/analytics/read.ts': 4,
  'apps/api/src/modules/caisse/analytics/rollups.ts': 5,
  'apps/api/src/modules/caisse/demo-terminal/terminal.ts': 1,
  'apps/api/src/modules/caisse/ledger/archives/csv-files.ts': 3,
  'apps/api/src/modules/caisse/ledger/chain.ts': 2,
  'apps/api/src/modules/caisse/ledger/closings/figures.ts': 7,
  'apps/api/src/modules/caisse/ledger/closings/service.ts': 1,
  'apps/api/src/modules/caisse/ledger/tickets/ingest.ts': 1,
  'apps/api/src/modules/pnl/config.ts': 5,
  'apps/api/src/modules/pnl/figures.ts': 4,
  'apps/api/src/modules/pnl/network.ts': 1,
  'apps/api/src/modules/pnl/routes.ts': 1,
  'apps/api/src/modules/pnl/sources.ts': 4,
  'apps/api/src/modules/pnl/statement.ts': 2,
  'apps/api/src/modules/stock/food-cost/flows.ts': 5,
  'apps/api/src/modules/stock/inventories/valuation.ts': 1,
};
