/**
 * The caisse module's public surface on the web: what the network's screens (franchisor) share with the
 * restaurant's. Another module imports from here, never from a file inside the module.
 */

export type { ListSources, RealTimeSource, SalesSource } from './analytics/api';
export { AnalysesView } from './analytics/components/AnalysesView';
export { Change } from './analytics/components/Change';
export { DashboardView } from './analytics/components/DashboardView';
export { Breakdown, RealTimeView } from './analytics/components/RealTimeView';
export { caisseAnalyticsPages } from './analytics/routes';
export { caisseBankingPages } from './banking/routes';
export { CloseDayView } from './components/ledger/CloseDayView';
export { ClosingDetailsView } from './components/ledger/ClosingDetailsView';
export { type ClosingPeriod, ClosingsView, closingColumns, monthLabel } from './components/ledger/ClosingsView';
export { label, money, TicketStatusBadge } from './components/ledger/common';
export { businessDays, formatDay } from './components/ledger/days';
export { ExportPeriodView } from './components/ledger/ExportPeriodView';
export { type TicketFilter, TicketsView, ticketFilters } from './components/ledger/TicketsView';
export { caisseCustomersPages } from './customers/routes';
export { ledgerResources } from './ledger-api';
export { caisseCardPages, caisseLedgerPages, caisseTeamPages } from './routes';
