import { adminUserEndpoints, adminBillingEndpoints as billing, type CreditNoteRequest, type InvoicePayment } from '@fitfit/contracts';
import { call, openFile } from '../../lib/api-client';

export const usersApi = {
  restore: (id: string) => call(adminUserEndpoints.restore, { params: { id } }),
};

export const invoicesApi = {
  /** The months a run may bill, newest first: from the first subscription's to the last one over. */
  periods: (signal?: AbortSignal) => call(billing.invoicePeriods, { signal }),
  run: (period: string) => call(billing.runInvoices, { body: { period } }),
  markPaid: (id: string, payment: InvoicePayment) => call(billing.markInvoicePaid, { params: { id }, body: payment }),
  creditNote: (id: string, request: CreditNoteRequest) => call(billing.creditNote, { params: { id }, body: request }),
  /** The invoice's PDF, or with `creditNote` its credit note's. */
  openPdf: async (invoice: { id: string; number: string }, creditNote?: { number: string }) => {
    const params = { id: invoice.id };
    if (creditNote) await openFile(billing.creditNotePdf, { params }, `${creditNote.number}.pdf`);
    else await openFile(billing.invoicePdf, { params }, `${invoice.number}.pdf`);
  },
};
