import {
  type Cancellation,
  type CancellationSummary,
  type CancellationTable,
  type DiscountDimension,
  type Discounts,
  caisseAnalyticsEndpoints as endpoints,
} from '@fitfit/contracts';
import { call, download } from '../../../lib/api-client';
import { entryCalls, restaurantResource } from '../../../lib/resource';
import type { CursorSource } from '../../../ui/useCursorList';

type Range = { from: string; to: string };
type Format = 'csv' | 'xlsx';

/** A restaurant's « Annulations » and « Remises » calls (`…/caisse/analytics/cancellations|discounts`), their keys and files. */
export interface AdjustmentSources {
  restaurantId: string;
  keys: {
    summary: (range: Range) => readonly unknown[];
    discounts: (by: DiscountDimension, range: Range) => readonly unknown[];
  };
  /** The cancellations, keyset-paged. */
  cancellations: CursorSource<Cancellation>;
  summary: (range: Range, signal?: AbortSignal) => Promise<CancellationSummary>;
  exportCancellations: (table: CancellationTable, range: Range, format: Format) => Promise<void>;
  discounts: (by: DiscountDimension, range: Range, signal?: AbortSignal) => Promise<Discounts>;
  exportDiscounts: (by: DiscountDimension, range: Range, format: Format) => Promise<void>;
}

export const adjustmentSources = (restaurantId: string): AdjustmentSources => {
  const all = ['caisse', restaurantId, 'analytics'] as const;
  const params = { restaurantId };
  return {
    restaurantId,
    keys: {
      summary: (range) => [...all, 'cancellations-summary', range] as const,
      discounts: (by, range) => [...all, 'discounts', by, range] as const,
    },
    cancellations: Object.assign(
      restaurantResource(restaurantId, 'caisse', 'analytics/cancellations'),
      entryCalls({ list: endpoints.cancellations }, params),
    ),
    summary: (range, signal) => call(endpoints.cancellationSummary, { params, query: range, signal }),
    exportCancellations: (table, range, format) =>
      download(
        endpoints.exportCancellations,
        { params, query: { table, ...range, format } },
        `analyses-annulations${table === 'list' ? '' : `-${table.replaceAll('_', '-')}`}-${range.from}-${range.to}.${format}`,
      ).then(() => undefined),
    discounts: (by, range, signal) => call(endpoints.discounts, { params, query: { by, ...range }, signal }),
    exportDiscounts: (by, range, format) =>
      download(
        endpoints.exportDiscounts,
        { params, query: { by, ...range, format } },
        `analyses-remises-${by.replace('_', '-')}-${range.from}-${range.to}.${format}`,
      ).then(() => undefined),
  };
};
