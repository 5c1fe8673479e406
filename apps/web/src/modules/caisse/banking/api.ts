import {
  type CashTransferInput,
  type CountingInput,
  type Deposit,
  type DepositInput,
  caisseBankingEndpoints as endpoints,
} from '@fitfit/contracts';
import { call, download, openFile } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/queryKeys';
import { entryCalls, resource } from '../../../lib/resource';

/** Banking of a restaurant (`restaurants/<id>/caisse/banking/…`, issue 12): the calls the screens make. */
export const bankingResources = (restaurantId: string) => {
  const base = `restaurants/${restaurantId}/caisse/banking`;
  const params = { restaurantId };
  const item = (id: string) => ({ restaurantId, id });
  // one key prefix for everything banking shows: a counting, a deposit or a cancellation changes the funds too
  const keys = (name: string) => resourceKeys('caisse', restaurantId, 'banking', name);
  const countings = Object.assign(resource(`${base}/countings`, keys('countings')), entryCalls({ list: endpoints.countings }, params));
  const deposits = Object.assign(resource(`${base}/deposits`, keys('deposits')), entryCalls({ list: endpoints.deposits }, params));
  const movements = Object.assign(
    resource(`${base}/funds/movements`, keys('movements')),
    entryCalls({ list: endpoints.fundMovements }, params),
  );
  return {
    countings,
    deposits,
    movements,
    all: resourceKeys('caisse', restaurantId, 'banking').all,
    fundsKey: [...keys('funds').all] as const,
    funds: () => call(endpoints.funds, { params }),
    chequesKey: [...keys('cheques').all] as const,
    cheques: () => call(endpoints.cheques, { params }),
    transfer: (input: CashTransferInput) => call(endpoints.transfer, { params, body: input }),
    expected: (place: 'register' | 'safe', registerId?: string) =>
      call(endpoints.expected, { params, query: { place, ...(registerId ? { register_id: registerId } : {}) } }),
    /** The business days a counting may name, and the default (the oldest unclosed day). */
    countingDays: () => call(endpoints.countingDays, { params }),
    count: (input: CountingInput) => call(endpoints.count, { params, body: input }),
    deposit: (input: DepositInput) => call(endpoints.createDeposit, { params, body: input }),
    cancel: (id: string, reason: string) => call(endpoints.cancelDeposit, { params: item(id), body: { reason } }),
    slip: (d: Deposit) => openFile(endpoints.depositSlip, { params: item(d.id) }, `bordereau-remise-${d.number}.pdf`).then(() => undefined),
    exportDeposits: (q: { from: string; to: string; format: 'csv' | 'xlsx' | 'pdf' }) =>
      download(endpoints.exportDeposits, { params, query: q }, `remises-${q.from}-${q.to}.${q.format}`).then(() => undefined),
  };
};
export type BankingApi = ReturnType<typeof bankingResources>;
