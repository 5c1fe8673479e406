import {
  type ArchiveCreateInput,
  type CloseDayRequest,
  caisseLedgerEndpoints as endpoints,
  type FiscalArchive,
  type TicketDetail,
} from '@fitfit/contracts';
import { call, download, openFile } from '../../lib/api-client';
import { resourceKeys } from '../../lib/queryKeys';
import { entryCalls, resource, restaurantEntry, restaurantResource } from '../../lib/resource';

/**
 * The sales ledger of a restaurant (`restaurants/<id>/caisse/…`, the ledger API of issue 10): tickets,
 * closings, compliance. The calls the screens make, in one place.
 */
export const ledgerResources = (restaurantId: string) => {
  const params = { restaurantId };
  const item = (id: string) => ({ restaurantId, id });
  const day = (date: string) => ({ restaurantId, date });
  const tickets = restaurantEntry(restaurantId, 'caisse', 'tickets', { list: endpoints.tickets, get: endpoints.ticket });
  const closings = restaurantEntry(restaurantId, 'caisse', 'closings', { list: endpoints.closings, get: endpoints.closing });
  const archives = restaurantEntry(restaurantId, 'caisse', 'compliance/archives', { list: endpoints.archives, get: endpoints.archive });
  const journal = restaurantEntry(restaurantId, 'caisse', 'compliance/events', { list: endpoints.events });
  const registers = restaurantResource(restaurantId, 'caisse', 'registers');
  return {
    tickets,
    closings,
    archives,
    journal,
    registers,
    /** A closing's own tickets (late ones included), keyed among the tickets so that a cancellation refreshes them. */
    closingTickets: (closingId: string) =>
      Object.assign(
        resource(`${closings.item(closingId)}/tickets`, resourceKeys(...(tickets.keys.all as string[]), 'closing', closingId)),
        entryCalls({ list: endpoints.closingTickets }, item(closingId)),
      ),
    /** The restaurant's registers (POS terminals), removed ones included: the register filter. */
    listRegisters: () => call(endpoints.registers, { params }),
    cancel: (id: string, reason: string) => call(endpoints.cancelTicket, { params: item(id), body: { reason } }),
    /** Each print is journaled; after the first, the k-th reprint says "DUPLICATA n°k". */
    print: async (ticket: Pick<TicketDetail, 'id' | 'number'>, format: 'receipt' | 'invoice') => {
      const name = `${format === 'receipt' ? 'ticket' : 'facture'}-${ticket.number}.pdf`;
      const headers = await openFile(format === 'receipt' ? endpoints.receipt : endpoints.invoice, { params: item(ticket.id) }, name);
      // the print's rank: 0 for the original, k for "DUPLICATA n°k"
      return Number(headers.get('x-duplicate') ?? 0);
    },
    /** To the ticket's customer without `email`. */
    sendInvoice: (id: string, email: string | null) => call(endpoints.sendInvoice, { params: item(id), body: email ? { email } : {} }),
    /** What closing a business day would record (expected cash, its countings, whether it is over), before it is closed. */
    preview: (businessDate: string) => call(endpoints.previewDay, { params: day(businessDate) }),
    /** The last daily closing (null before the first): a day up to it no longer offers to close. */
    lastClosing: () =>
      call(endpoints.closings, { params, query: { period: 'day', order: 'desc', per_page: 1 } }).then((p) => p.data[0] ?? null),
    close: (businessDate: string, input: CloseDayRequest) => call(endpoints.closeDay, { params: day(businessDate), body: input }),
    exportClosings: (query: { from: string; to: string; period: 'day' | 'month' | 'year'; format: 'csv' | 'xlsx' | 'pdf' }) =>
      download(endpoints.exportClosings, { params, query }, `clotures-${query.from}-${query.to}.${query.format}`).then(() => undefined),
    checkIntegrity: () => call(endpoints.checkIntegrity, { params }),
    createArchive: (input: ArchiveCreateInput) => call(endpoints.createArchive, { params, body: input }),
    downloadArchive: (archive: FiscalArchive) =>
      download(endpoints.downloadArchive, { params: item(archive.id) }, `archive-fiscale-${archive.number}-${archive.from_date}.zip`),
    publicKey: () => call(endpoints.publicKey, { params }),
    /** The deliveries of a range: by status now, and the average time to « Livrée ». */
    deliveries: (range: { from: string; to: string }, signal?: AbortSignal) => call(endpoints.deliveries, { params, query: range, signal }),
  };
};
export type Ledger = ReturnType<typeof ledgerResources>;

/** Over this gap between expected and counted cash, the closing needs a reason. */
export const VARIANCE_REASON_THRESHOLD_CENTS = 500;
