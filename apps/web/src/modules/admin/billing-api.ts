import type {
  AdminUser,
  CreditNoteRequest,
  InvoicePayment,
  InvoicePeriods,
  InvoiceRunResponse,
  SubscriptionInvoice,
} from '@fitfit/contracts';
import { openPdf } from '../../lib/files';
import { api } from '../../lib/http';

export const usersApi = {
  restore: (id: string) => api.post<AdminUser>(`admin/users/${id}/restore`),
};

export const invoicesApi = {
  /** The months a run may bill, newest first: from the first subscription's to the last one over. */
  periods: (signal?: AbortSignal) => api.get<InvoicePeriods>('admin/subscription_invoices/periods', undefined, signal),
  run: (period: string) => api.post<InvoiceRunResponse>('admin/subscription_invoices/run', { period }),
  markPaid: (id: string, payment: InvoicePayment) => api.patch<SubscriptionInvoice>(`admin/subscription_invoices/${id}/paid`, payment),
  creditNote: (id: string, request: CreditNoteRequest) =>
    api.post<SubscriptionInvoice>(`admin/subscription_invoices/${id}/credit_note`, request),
  /** The invoice's PDF, or with `creditNote` its credit note's. */
  openPdf: async (invoice: Pick<SubscriptionInvoice, 'id' | 'number'>, creditNote?: { number: string }) => {
    const path = creditNote ? 'credit_note/pdf' : 'pdf';
    await openPdf(`admin/subscription_invoices/${invoice.id}/${path}`, `${creditNote?.number ?? invoice.number}.pdf`);
  },
};
