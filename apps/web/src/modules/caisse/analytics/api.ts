import {
  type AnalyticsList,
  type CashMovement,
  caisseLedgerEndpoints,
  type DashboardPeriod,
  caisseAnalyticsEndpoints as endpoints,
  type SaleLine,
  type SalesByDimension,
  type SalesByDimensionQuery,
  type TicketSummary,
} from '@fitfit/contracts';
import { call, download, pathOf } from '../../../lib/api-client';
import { entryCalls, restaurantResource } from '../../../lib/resource';
import type { CursorSource } from '../../../ui/useCursorList';
import { ledgerResources } from '../ledger-api';
import { type AdjustmentSources, adjustmentSources } from './adjustments-api';

/** Where an analyses tab reads its figures and files: a restaurant (below) or the franchisor's network. */
export interface SalesSource<Q extends SalesByDimensionQuery = SalesByDimensionQuery> {
  keys: { sales: (q: Q) => readonly unknown[] };
  sales: (q: Q, signal?: AbortSignal) => Promise<SalesByDimension>;
  exportSales: (q: Q, format: 'csv' | 'xlsx') => Promise<void>;
  /** The tabs that list rows (tickets, cash movements, all sales): a restaurant's, or the network's. */
  lists?: ListSources;
  /** The « Annulations » and « Remises » tabs (adjustments-api.ts): a restaurant's only. */
  adjustments?: AdjustmentSources;
}
/** The lists of the listing tabs (keyset-paged, filtered by business days) and their files: a restaurant's or a network's. */
export interface ListSources {
  /** The restaurant of every row; a network's rows carry their own (`restaurant_id`). */
  restaurantId?: string;
  resources: { tickets: CursorSource<TicketSummary>; cash_movements: CursorSource<CashMovement>; lines: CursorSource<SaleLine> };
  /** Added to every list's query (the network's restaurant filter). */
  query?: Record<string, string | undefined>;
  exportList: (list: AnalyticsList, range: { from: string; to: string }, format: 'csv' | 'xlsx') => Promise<void>;
  /** A network's lists: a « Restaurant » column, and each row's times on its restaurant's clock. */
  timezoneOf?: (restaurantId: string) => string;
}
/** Where the real-time screen reads its figures and opens its stream. */
export interface RealTimeSource<T> {
  keys: { realTime: readonly unknown[] };
  realTime: (signal?: AbortSignal) => Promise<T>;
  openStream: () => Promise<string>;
}

/** The analytics calls of a restaurant (`restaurants/<id>/caisse/analytics/…`), and their cache keys. */
export const analyticsResources = (restaurantId: string) => {
  const all = ['caisse', restaurantId, 'analytics'] as const;
  const params = { restaurantId };
  return {
    keys: {
      all,
      dashboard: (period: DashboardPeriod) => [...all, 'dashboard', period] as const,
      sales: (q: SalesByDimensionQuery) => [...all, 'sales', q] as const,
      realTime: [...all, 'real-time'] as const,
    },
    dashboard: (period: DashboardPeriod, signal?: AbortSignal) => call(endpoints.dashboard, { params, query: { period }, signal }),
    sales: (q: SalesByDimensionQuery, signal?: AbortSignal): Promise<SalesByDimension> =>
      call(endpoints.sales, { params, query: q, signal }),
    realTime: (signal?: AbortSignal) => call(endpoints.realTime, { params, signal }),
    /** The URL of a real-time stream, opened once with a one-minute id (an EventSource cannot send the token). */
    openStream: async () => {
      const { stream_id } = await call(endpoints.openStream, { params });
      return `/api/v1/${pathOf(endpoints.stream, { streamId: stream_id })}`;
    },
    lists: listSources(restaurantId),
    adjustments: adjustmentSources(restaurantId),
    exportSales: (q: SalesByDimensionQuery, format: 'csv' | 'xlsx') =>
      download(endpoints.exportSales, { params, query: { ...q, format } }, `analyses-${q.dimension}-${q.from}-${q.to}.${format}`).then(
        () => undefined,
      ),
  };
};

const listSources = (restaurantId: string): ListSources => ({
  restaurantId,
  resources: {
    tickets: ledgerResources(restaurantId).tickets,
    cash_movements: Object.assign(
      restaurantResource(restaurantId, 'caisse', 'cash-movements'),
      entryCalls({ list: caisseLedgerEndpoints.cashMovements }, { restaurantId }),
    ),
    lines: Object.assign(
      restaurantResource(restaurantId, 'caisse', 'analytics/lines'),
      entryCalls({ list: endpoints.lines }, { restaurantId }),
    ),
  },
  exportList: (list, range, format) =>
    download(
      endpoints.exportList,
      { params: { restaurantId }, query: { list, ...range, format } },
      `analyses-${list.replace('_', '-')}-${range.from}-${range.to}.${format}`,
    ).then(() => undefined),
});
