import type { AdminUser, InvoiceRunResponse, SubscriptionInvoice } from '@fitfit/contracts';
import { openPdf } from '../../lib/files';
import { api } from '../../lib/http';

export const usersApi = {
  restore: (id: string) => api.post<AdminUser>(`admin/users/${id}/restore`),
};

export const invoicesApi = {
  run: (period: string) => api.post<InvoiceRunResponse>('admin/subscription_invoices/run', { period }),
  markPaid: (id: string) => api.patch<SubscriptionInvoice>(`admin/subscription_invoices/${id}/paid`),
  openPdf: async (invoice: Pick<SubscriptionInvoice, 'id' | 'number'>) => {
    await openPdf(`admin/subscription_invoices/${invoice.id}/pdf`, `${invoice.number}.pdf`);
  },
};
