import type { CloseDayInput, Closing, IntegrityReport, TicketDetail } from '@fitfit/contracts';
import { downloadFile, openPdf } from '../../lib/files';
import { api } from '../../lib/http';
import { keys } from '../../lib/queryKeys';
import { resource } from '../../lib/resource';

/** A signed fiscal archive (a zip of CSVs, a manifest and its Ed25519 signature). */
export interface FiscalArchive {
  id: string;
  period: 'month' | 'year';
  /** "2026" or "2026-03". */
  label: string;
  from_date: string;
  to_date: string;
  created_at: string;
  created_by_name: string | null;
  tickets_count: number;
  closings_count: number;
  total_ttc_cents: number;
  size_bytes: number;
  sha256: string;
  hash: string | null;
}
export interface ArchivePublicKey {
  algorithm: string;
  public_key_pem: string;
  /** How anyone checks an archive offline (the documented npm command). */
  verify_command?: string;
}
export interface ArchiveInput {
  period: 'month' | 'year';
  year: number;
  month?: number;
}

/**
 * The sales ledger of a restaurant (`restaurants/<id>/caisse/…`, the ledger API of issue 10): tickets,
 * closings, compliance. The calls the screens make, in one place.
 */
export const ledgerResources = (restaurantId: string) => {
  const base = `restaurants/${restaurantId}/caisse`;
  const tickets = resource(`${base}/tickets`, keys.caisse.tickets(restaurantId));
  const closings = resource(`${base}/closings`, keys.caisse.closings(restaurantId));
  const archives = resource(`${base}/compliance/archives`, keys.caisse.archives(restaurantId));
  const journal = resource(`${base}/journal`, keys.caisse.journal(restaurantId));
  return {
    tickets,
    closings,
    archives,
    journal,
    cancel: (id: string, reason: string) => api.post<TicketDetail>(`${tickets.item(id)}/cancel`, { reason }),
    /** Each print is a journaled reprint: the k-th one says "DUPLICATA n°k". */
    print: (ticket: Pick<TicketDetail, 'id' | 'number'>, format: 'receipt' | 'invoice') =>
      openPdf(`${tickets.item(ticket.id)}/reprints`, `${format === 'receipt' ? 'ticket' : 'facture'}-${ticket.number}.pdf`, undefined, {
        method: 'POST',
        body: { format },
      }),
    sendInvoice: (id: string, email: string | null) => api.post<{ to: string }>(`${tickets.item(id)}/send-invoice`, email ? { email } : {}),
    /** What closing a business day would record (expected cash included), before it is closed. */
    preview: (businessDate: string) => api.get<Closing>(`${closings.path}/preview`, { business_date: businessDate }),
    close: (businessDate: string, input: CloseDayInput) => api.post<Closing>(closings.path, { business_date: businessDate, ...input }),
    exportClosings: (query: { from: string; to: string; period: 'day' | 'month' | 'year'; format: 'csv' | 'xlsx' | 'pdf' }) =>
      downloadFile(`${closings.path}/export`, `clotures-${query.from}-${query.to}.${query.format}`, query),
    checkIntegrity: () => api.post<IntegrityReport>(`${base}/compliance/integrity`),
    createArchive: (input: ArchiveInput) => api.post<FiscalArchive>(archives.path, input),
    downloadArchive: (archive: FiscalArchive) =>
      downloadFile(`${archives.item(archive.id)}/download`, `archive-fiscale-${archive.label}.zip`),
    publicKey: () => api.get<ArchivePublicKey>(`${base}/compliance/public-key`),
  };
};
export type Ledger = ReturnType<typeof ledgerResources>;

/** Over this gap between expected and counted cash, the closing needs a reason. */
export const VARIANCE_REASON_THRESHOLD_CENTS = 500;
