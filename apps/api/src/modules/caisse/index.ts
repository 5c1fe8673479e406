/**
 * What the cash register's module offers the others: its registrations, its sales figures (franchisor's network
 * screens, P&L, stock's food cost), its ledger's tickets and closings (franchisor), the login journal (auth), the
 * live demo's tills (server.ts), and the services the demo seeds the cash register through.
 */
export { addDays, monthStart, weekStart } from './analytics/days';
export { salesCsv, salesXlsx } from './analytics/export';
export { firstDaySql, firstDaysOf } from './analytics/history';
export { exportList, listSaleLines } from './analytics/lists';
export { type DayRange, readSales } from './analytics/read';
export { realTime, SALES_CHANNEL } from './analytics/realtime';
export { caisseAnalyticsModule } from './analytics/routes';
export {
  clocksOf,
  coverageIn,
  dashboardOf,
  lastYear,
  type Parts,
  rangeOf,
  salesByDimension,
  summaryOf,
  todayOf,
  totalOf,
} from './analytics/service';
export { availableFunds, fundsByKind } from './banking/funds';
export { payoutCommissions } from './banking/payouts/pnl';
export { caisseBankingModule } from './banking/routes';
export { createTransfer } from './banking/transfers';
export * as categories from './categories/service';
export { caisseCustomersModule } from './customers/routes';
export { type DemoLive, startDemoLive } from './demo-terminal';
export * as heatTags from './heat-tags/service';
export { createArchive } from './ledger/archives/service';
export { listCashMovements, recordCashMovements } from './ledger/cash-movements/service';
export { type ClosingRow, closeDays, closingColumns, getClosing, toClosing } from './ledger/closings/service';
export { sumClosings } from './ledger/closings/sums';
export { businessDateOf, type Queryable } from './ledger/common';
export { verifyLedger } from './ledger/compliance/verify';
export { changeDeliveryStatuses, type DeliveryStatusChange } from './ledger/deliveries/service';
export { ledgerDocumentsModule } from './ledger/documents-module';
export { type ClosingsSource, exportClosings } from './ledger/exports/service';
export { recordLogin } from './ledger/journal/service';
export { caisseLedgerModule } from './ledger/routes';
export { ingestTickets } from './ledger/tickets/ingest';
export { filters as ticketFilters, type SummaryRow, summaryColumns, toSummary } from './ledger/tickets/repository';
export { cancelTicket, getTicket } from './ledger/tickets/service';
export * as menusRepository from './menus/repository';
export * as menus from './menus/service';
export * as options from './options/service';
export * as posUsers from './pos-users/service';
export * as productsRepository from './products/repository';
export * as products from './products/service';
export * as roles from './roles/service';
export { caisseCardModule } from './routes';
export * as taxes from './taxes/service';
export { caisseTeamModule } from './team';
