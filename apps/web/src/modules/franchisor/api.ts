import {
  type EndpointQueryInput,
  franchisorEndpoints as franchisor,
  type NetworkRealTime,
  type NetworkSalesQuery,
  type SalesByDimensionQuery,
} from '@fitfit/contracts';
import { call, download, pathOf } from '../../lib/api-client';
import { resourceKeys } from '../../lib/queryKeys';
import { entryCalls, resource } from '../../lib/resource';
import type { ListSources, RealTimeSource, SalesSource } from '../caisse';

const base = 'franchisor';
type DashboardPeriod = NonNullable<EndpointQueryInput<typeof franchisor.dashboard>['period']>;
const all = ['franchisor'] as const;
const filtered = (restaurantId: string | null) => (restaurantId ? { restaurant_id: restaurantId } : {});

/**
 * The franchisor's network calls (`/api/v1/franchisor/…`, docs/franchisor.md), each with the restaurant filter
 * ("Tous les restaurants" when null) and cache keys under `['franchisor', …]`.
 */
export const networkResources = (restaurantId: string | null) => {
  const f = filtered(restaurantId);
  const scope = restaurantId ?? 'all';
  return {
    keys: {
      all,
      restaurants: [...all, 'restaurants'] as const,
      dashboard: (period: string) => [...all, scope, 'dashboard', period] as const,
      royalties: (from: string, to: string) => [...all, scope, 'royalties', from, to] as const,
    },
    restaurants: () => call(franchisor.restaurants),
    dashboard: (period: DashboardPeriod, signal?: AbortSignal) => call(franchisor.dashboard, { query: { period, ...f }, signal }),
    royalties: (from: string, to: string, signal?: AbortSignal) => call(franchisor.royalties, { query: { from, to, ...f }, signal }),
    /** Keyset lists, filtered by the restaurant through the list's filters. */
    tickets: Object.assign(
      resource(`${base}/tickets`, resourceKeys('franchisor', 'tickets')),
      entryCalls({ list: franchisor.tickets, get: franchisor.ticket }),
    ),
    closings: Object.assign(
      resource(`${base}/closings`, resourceKeys('franchisor', 'closings')),
      entryCalls({ list: franchisor.closings, get: franchisor.closing }),
    ),
    exportClosings: (q: { from: string; to: string; period: 'day' | 'month' | 'year'; format: 'csv' | 'xlsx' | 'pdf' }) =>
      download(franchisor.exportClosings, { query: { ...q, ...f } }, `clotures-reseau-${q.from}-${q.to}.${q.format}`).then(() => undefined),
  };
};

/** The analyses tabs over the network: the restaurant screen's panels read here (`timezoneOf`: each restaurant's clock). */
export const networkSales = (restaurantId: string | null, timezoneOf: (restaurantId: string) => string): SalesSource => {
  const f = filtered(restaurantId);
  return {
    lists: networkLists(restaurantId, timezoneOf),
    keys: { sales: (q: SalesByDimensionQuery) => [...all, restaurantId ?? 'all', 'sales', q] as const },
    sales: (q, signal) => call(franchisor.sales, { query: { ...(q as NetworkSalesQuery), ...f }, signal }),
    exportSales: (q, format) =>
      download(
        franchisor.exportSales,
        { query: { ...(q as NetworkSalesQuery), ...f, format } },
        `analyses-reseau-${(q as NetworkSalesQuery).by === 'restaurant' ? 'restaurants' : q.dimension}-${q.from}-${q.to}.${format}`,
      ).then(() => undefined),
  };
};

/** The listing tabs over the network: the restaurant's lists and files, filtered by the chosen restaurant. */
const networkLists = (restaurantId: string | null, timezoneOf: (restaurantId: string) => string): ListSources => ({
  resources: {
    tickets: networkResources(restaurantId).tickets,
    cash_movements: Object.assign(
      resource(`${base}/cash-movements`, resourceKeys('franchisor', 'cash-movements')),
      entryCalls({ list: franchisor.cashMovements }),
    ),
    lines: Object.assign(
      resource(`${base}/analytics/lines`, resourceKeys('franchisor', 'analytics-lines')),
      entryCalls({ list: franchisor.saleLines }),
    ),
  },
  query: filtered(restaurantId),
  exportList: (list, range, format) =>
    download(
      franchisor.exportList,
      { query: { list, ...range, format, ...filtered(restaurantId) } },
      `analyses-reseau-${list.replace('_', '-')}-${range.from}-${range.to}.${format}`,
    ).then(() => undefined),
  timezoneOf,
});

export const networkRealTime = (restaurantId: string | null): RealTimeSource<NetworkRealTime> => {
  const f = filtered(restaurantId);
  return {
    keys: { realTime: [...all, restaurantId ?? 'all', 'real-time'] as const },
    realTime: (signal) => call(franchisor.realTime, { query: f, signal }),
    openStream: async () => {
      const { stream_id } = await call(franchisor.openStream, { query: f });
      return `/api/v1/${pathOf(franchisor.stream, { streamId: stream_id })}`;
    },
  };
};
