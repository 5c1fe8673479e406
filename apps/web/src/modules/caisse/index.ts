/**
 * The caisse module's public surface on the web: what the network's screens (franchisor) share with the
 * restaurant's. Another module imports from here, never from a file inside the module.
 */
export { label, money, TicketStatusBadge } from './components/ledger/common';
export { type TicketFilter, TicketsView, ticketFilters } from './components/ledger/TicketsView';
