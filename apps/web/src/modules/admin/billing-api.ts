import type { AdminUser, CreditNoteRequest, InvoicePayment, InvoiceRunResponse, SubscriptionInvoice } from '@fitfit/contracts';
import { getSession } from '../../app/session/store';
import { ApiError, api } from '../../lib/http';

export const usersApi = {
  restore: (id: string) => api.post<AdminUser>(`admin/users/${id}/restore`),
};

export const invoicesApi = {
  run: (period: string) => api.post<InvoiceRunResponse>('admin/subscription_invoices/run', { period }),
  markPaid: (id: string, payment: InvoicePayment) => api.patch<SubscriptionInvoice>(`admin/subscription_invoices/${id}/paid`, payment),
  creditNote: (id: string, request: CreditNoteRequest) =>
    api.post<SubscriptionInvoice>(`admin/subscription_invoices/${id}/credit_note`, request),
  /**
   * The PDF (the invoice's, or with `creditNote` its credit note's) needs the bearer token (not a cookie):
   * fetch it as a blob and open it in a new tab.
   */
  openPdf: async (invoice: Pick<SubscriptionInvoice, 'id' | 'number'>, creditNote?: { number: string }) => {
    const { token } = getSession();
    const tab = window.open('', '_blank');
    const path = creditNote ? 'credit_note/pdf' : 'pdf';
    const res = await fetch(`/api/v1/admin/subscription_invoices/${invoice.id}/${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) {
      tab?.close();
      const body = await res.json().catch(() => null);
      throw new ApiError(body?.error?.message ?? 'Impossible de générer la facture', res.status, 'pdf');
    }
    const url = URL.createObjectURL(await res.blob());
    if (tab) tab.location.href = url;
    else {
      const a = document.createElement('a');
      a.href = url;
      a.download = `${creditNote?.number ?? invoice.number}.pdf`;
      a.click();
    }
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  },
};
