import type { AdminUser, InvoiceRunResponse, SubscriptionInvoice } from '@fitfit/contracts';
import { getSession } from '../../app/session/store';
import { ApiError, api } from '../../lib/http';

export const usersApi = {
  restore: (id: string) => api.post<AdminUser>(`admin/users/${id}/restore`),
};

export const invoicesApi = {
  run: (period: string) => api.post<InvoiceRunResponse>('admin/subscription_invoices/run', { period }),
  markPaid: (id: string) => api.patch<SubscriptionInvoice>(`admin/subscription_invoices/${id}/paid`),
  /** The PDF needs the bearer token (not a cookie): fetch it as a blob and open it in a new tab. */
  openPdf: async (invoice: Pick<SubscriptionInvoice, 'id' | 'number'>) => {
    const { token } = getSession();
    const tab = window.open('', '_blank');
    const res = await fetch(`/api/v1/admin/subscription_invoices/${invoice.id}/pdf`, { headers: { authorization: `Bearer ${token}` } });
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
      a.download = `${invoice.number}.pdf`;
      a.click();
    }
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  },
};
