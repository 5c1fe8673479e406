import type {
  NetworkDashboard,
  NetworkRealTime,
  NetworkRestaurant,
  NetworkSalesQuery,
  RealTimeStream,
  Royalties,
  SalesByDimension,
  SalesByDimensionQuery,
} from '@fitfit/contracts';
import { downloadFile } from '../../lib/files';
import { api } from '../../lib/http';
import { resourceKeys } from '../../lib/queryKeys';
import { resource } from '../../lib/resource';
import type { ListSources, RealTimeSource, SalesSource } from '../caisse';

const base = 'franchisor';
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
    restaurants: () => api.get<NetworkRestaurant[]>(`${base}/restaurants`),
    dashboard: (period: string, signal?: AbortSignal) => api.get<NetworkDashboard>(`${base}/dashboard`, { period, ...f }, signal),
    royalties: (from: string, to: string, signal?: AbortSignal) => api.get<Royalties>(`${base}/royalties`, { from, to, ...f }, signal),
    /** Keyset lists, filtered by the restaurant through the list's filters. */
    tickets: resource(`${base}/tickets`, resourceKeys('franchisor', 'tickets')),
    closings: resource(`${base}/closings`, resourceKeys('franchisor', 'closings')),
    exportClosings: (q: { from: string; to: string; period: 'day' | 'month' | 'year'; format: 'csv' | 'xlsx' | 'pdf' }) =>
      downloadFile(`${base}/closings/export`, `clotures-reseau-${q.from}-${q.to}.${q.format}`, { ...q, ...f }).then(() => undefined),
  };
};

/** The analyses tabs over the network: the restaurant screen's panels read here (`timezoneOf`: each restaurant's clock). */
export const networkSales = (restaurantId: string | null, timezoneOf: (restaurantId: string) => string): SalesSource => {
  const f = filtered(restaurantId);
  return {
    lists: networkLists(restaurantId, timezoneOf),
    keys: { sales: (q: SalesByDimensionQuery) => [...all, restaurantId ?? 'all', 'sales', q] as const },
    sales: (q, signal) => api.get<SalesByDimension>(`${base}/analytics/sales`, { ...(q as NetworkSalesQuery), ...f }, signal),
    exportSales: (q, format) =>
      downloadFile(
        `${base}/analytics/sales/export`,
        `analyses-reseau-${(q as NetworkSalesQuery).by === 'restaurant' ? 'restaurants' : q.dimension}-${q.from}-${q.to}.${format}`,
        { ...q, ...f, format },
      ).then(() => undefined),
  };
};

/** The listing tabs over the network: the restaurant's lists and files, filtered by the chosen restaurant. */
const networkLists = (restaurantId: string | null, timezoneOf: (restaurantId: string) => string): ListSources => ({
  resources: {
    tickets: networkResources(restaurantId).tickets,
    cash_movements: resource(`${base}/cash-movements`, resourceKeys('franchisor', 'cash-movements')),
    lines: resource(`${base}/analytics/lines`, resourceKeys('franchisor', 'analytics-lines')),
  },
  query: filtered(restaurantId),
  exportList: (list, range, format) =>
    downloadFile(`${base}/analytics/lists/export`, `analyses-reseau-${list.replace('_', '-')}-${range.from}-${range.to}.${format}`, {
      list,
      ...range,
      format,
      ...filtered(restaurantId),
    }).then(() => undefined),
  timezoneOf,
});

export const networkRealTime = (restaurantId: string | null): RealTimeSource<NetworkRealTime> => {
  const f = filtered(restaurantId);
  return {
    keys: { realTime: [...all, restaurantId ?? 'all', 'real-time'] as const },
    realTime: (signal) => api.get<NetworkRealTime>(`${base}/real-time`, f, signal),
    openStream: async () => {
      const query = restaurantId ? `?restaurant_id=${restaurantId}` : '';
      const { stream_id } = await api.post<RealTimeStream>(`${base}/real-time/streams${query}`);
      return `/api/v1/franchisor/real-time/streams/${stream_id}`;
    },
  };
};
