import type {
  CashTransfer,
  CashTransferInput,
  Cheque,
  Counting,
  CountingDays,
  CountingInput,
  Deposit,
  DepositInput,
  Funds,
} from '@fitfit/contracts';
import { downloadFile, openPdf } from '../../../lib/files';
import { api } from '../../../lib/http';
import { resourceKeys } from '../../../lib/queryKeys';
import { resource } from '../../../lib/resource';

/** Banking of a restaurant (`restaurants/<id>/caisse/banking/…`, issue 12): the calls the screens make. */
export const bankingResources = (restaurantId: string) => {
  const base = `restaurants/${restaurantId}/caisse/banking`;
  // one key prefix for everything banking shows: a counting, a deposit or a cancellation changes the funds too
  const keys = (name: string) => resourceKeys('caisse', restaurantId, 'banking', name);
  const countings = resource(`${base}/countings`, keys('countings'));
  const deposits = resource(`${base}/deposits`, keys('deposits'));
  const movements = resource(`${base}/funds/movements`, keys('movements'));
  return {
    countings,
    deposits,
    movements,
    all: resourceKeys('caisse', restaurantId, 'banking').all,
    fundsKey: [...keys('funds').all] as const,
    funds: () => api.get<Funds>(`${base}/funds`),
    chequesKey: [...keys('cheques').all] as const,
    cheques: () => api.get<Cheque[]>(`${base}/cheques`),
    transfer: (input: CashTransferInput) => api.post<CashTransfer>(`${base}/transfers`, input),
    expected: (place: 'register' | 'safe', registerId?: string) =>
      api.get<{ expected_cents: number }>(`${countings.path}/expected`, { place, ...(registerId ? { register_id: registerId } : {}) }),
    /** The business days a counting may name, and the default (the oldest unclosed day). */
    countingDays: () => api.get<CountingDays>(`${countings.path}/days`),
    count: (input: CountingInput) => api.post<Counting>(countings.path, input),
    deposit: (input: DepositInput) => api.post<Deposit>(deposits.path, input),
    cancel: (id: string, reason: string) => api.post<Deposit>(`${deposits.item(id)}/cancel`, { reason }),
    slip: (d: Deposit) => openPdf(`${deposits.item(d.id)}/slip.pdf`, `bordereau-remise-${d.number}.pdf`).then(() => undefined),
    exportDeposits: (q: { from: string; to: string; format: 'csv' | 'xlsx' | 'pdf' }) =>
      downloadFile(`${deposits.path}/export`, `remises-${q.from}-${q.to}.${q.format}`, q).then(() => undefined),
  };
};
export type BankingApi = ReturnType<typeof bankingResources>;
