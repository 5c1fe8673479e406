import { caisseCustomerEndpoints as endpoints } from '@fitfit/contracts';
import { call } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';
import { resourceKeys } from '../../../lib/queryKeys';
import { entryCalls, resource, restaurantEntry } from '../../../lib/resource';

/** The customers of a restaurant (`restaurants/<id>/caisse/customers`, issue 12): the calls the screens make. */
export const customerResources = (restaurantId: string) => {
  const params = { restaurantId };
  const item = (id: string) => ({ restaurantId, id });
  // no plain deletion: a customer is erased (anonymised when tickets name them)
  const customers = Object.assign(restaurantEntry(restaurantId, 'caisse', 'customers', endpoints.customers), {
    remove: (id: string) => call(endpoints.erase, { params: item(id) }),
  });
  return {
    customers,
    /** Under the customers' keys: any write to a customer refreshes them. */
    statsKey: [...customers.keys.all, 'stats'] as const,
    summaryKey: (id: string) => [...customers.keys.detail(id), 'summary'] as const,
    /** A customer's tickets, keyed under its detail. */
    tickets: (id: string) =>
      Object.assign(
        resource(`${customers.item(id)}/tickets`, resourceKeys('caisse', restaurantId, 'customers', 'detail', id, 'tickets')),
        entryCalls({ list: endpoints.tickets }, item(id)),
      ),
    stats: () => call(endpoints.stats, { params }),
    summary: (id: string) => call(endpoints.summary, { params: item(id) }),
    erase: (id: string) => call(endpoints.erase, { params: item(id) }),
    importCsv: (csv: string, dryRun: boolean) => call(endpoints.import, { params, body: { csv, dry_run: dryRun } }),
    exportList: (format: 'csv' | 'xlsx', filters: Record<string, string | boolean | undefined>) =>
      downloadFile(`${customers.path}/export`, `clients.${format}`, { ...stringify(filters), format }).then(() => undefined),
    personalData: (id: string) => downloadFile(`${customers.item(id)}/personal-data`, `donnees-client-${id}.json`).then(() => undefined),
  };
};
export type CustomerApi = ReturnType<typeof customerResources>;

const stringify = (q: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(q).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])));
