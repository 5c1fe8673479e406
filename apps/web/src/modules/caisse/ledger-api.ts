import type {
  ArchiveCreateInput,
  CloseDayRequest,
  Closing,
  ClosingPreview,
  CompliancePublicKey,
  FiscalArchive,
  IntegrityReport,
  Page,
  Register,
  SendInvoiceResult,
  TicketDetail,
} from '@fitfit/contracts';
import { downloadFile, openPdf } from '../../lib/files';
import { api } from '../../lib/http';
import { restaurantResource } from '../../lib/resource';

/**
 * The sales ledger of a restaurant (`restaurants/<id>/caisse/…`, the ledger API of issue 10): tickets,
 * closings, compliance. The calls the screens make, in one place.
 */
export const ledgerResources = (restaurantId: string) => {
  const base = `restaurants/${restaurantId}/caisse`;
  const tickets = restaurantResource(restaurantId, 'caisse', 'tickets');
  const closings = restaurantResource(restaurantId, 'caisse', 'closings');
  const archives = restaurantResource(restaurantId, 'caisse', 'compliance/archives');
  const journal = restaurantResource(restaurantId, 'caisse', 'compliance/events');
  const registers = restaurantResource(restaurantId, 'caisse', 'registers');
  return {
    tickets,
    closings,
    archives,
    journal,
    registers,
    /** The restaurant's registers (POS terminals), removed ones included: the register filter. */
    listRegisters: () => api.get<Register[]>(registers.path),
    cancel: (id: string, reason: string) => api.post<TicketDetail>(`${tickets.item(id)}/cancel`, { reason }),
    /** Each print is journaled; after the first, the k-th reprint says "DUPLICATA n°k". */
    print: async (ticket: Pick<TicketDetail, 'id' | 'number'>, format: 'receipt' | 'invoice') => {
      const name = `${format === 'receipt' ? 'ticket' : 'facture'}-${ticket.number}.pdf`;
      const headers = await openPdf(`${tickets.item(ticket.id)}/${format}.pdf`, name);
      // the print's rank: 0 for the original, k for "DUPLICATA n°k"
      return Number(headers.get('x-duplicate') ?? 0);
    },
    /** To the ticket's customer without `email`. */
    sendInvoice: (id: string, email: string | null) =>
      api.post<SendInvoiceResult>(`${tickets.item(id)}/send-invoice`, email ? { email } : {}),
    /** What closing a business day would record (expected cash, its countings, whether it is over), before it is closed. */
    preview: (businessDate: string) => api.get<ClosingPreview>(`${closings.path}/days/${businessDate}`),
    /** The last daily closing (null before the first): a day up to it no longer offers to close. */
    lastClosing: () => api.get<Page<Closing>>(closings.path, { period: 'day', order: 'desc', per_page: 1 }).then((p) => p.data[0] ?? null),
    close: (businessDate: string, input: CloseDayRequest) => api.post<Closing>(`${closings.path}/days/${businessDate}`, input),
    exportClosings: (query: { from: string; to: string; period: 'day' | 'month' | 'year'; format: 'csv' | 'xlsx' | 'pdf' }) =>
      downloadFile(`${closings.path}/export`, `clotures-${query.from}-${query.to}.${query.format}`, query).then(() => undefined),
    checkIntegrity: () => api.post<IntegrityReport>(`${base}/compliance/integrity`),
    createArchive: (input: ArchiveCreateInput) => api.post<FiscalArchive>(archives.path, input),
    downloadArchive: (archive: FiscalArchive) =>
      downloadFile(`${archives.item(archive.id)}/download`, `archive-fiscale-${archive.number}-${archive.from_date}.zip`),
    publicKey: () => api.get<CompliancePublicKey>(`${base}/compliance/public-key`),
  };
};
export type Ledger = ReturnType<typeof ledgerResources>;

/** Over this gap between expected and counted cash, the closing needs a reason. */
export const VARIANCE_REASON_THRESHOLD_CENTS = 500;
