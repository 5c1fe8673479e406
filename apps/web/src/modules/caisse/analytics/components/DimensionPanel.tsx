import type { SalesByDimension, SalesByDimensionQuery, SalesDimension } from '@fitfit/contracts';
import { frDay } from '@fitfit/contracts';
import { Card, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '../../../../ui/QueryState';
import type { SalesSource } from '../api';
import { ExportButtons } from './ExportButtons';
import { LazyChart } from './LazyChart';
import type { Range } from './ranges';
import { SalesTable } from './SalesTable';

interface Props {
  source: SalesSource;
  dimension: SalesDimension;
  range: Range;
  compare: Range | null;
  by?: 'key' | 'day' | 'restaurant';
  chart?: boolean;
  /** What the tab shows above its table (overview figures). */
  header?: (sales: SalesByDimension) => ReactNode;
}

/** One analyses tab: a dimension over the range (and the comparison), its chart, its table and its exports. */
export function DimensionPanel({ source: analytics, dimension, range, compare, by = 'key', chart, header }: Props) {
  // `restaurant` (network analyses): one row per restaurant
  const q = {
    dimension,
    by,
    from: range.from,
    to: range.to,
    ...(compare ? { compare_from: compare.from, compare_to: compare.to } : {}),
  } as SalesByDimensionQuery;
  const query = useQuery({
    queryKey: analytics.keys.sales(q),
    queryFn: ({ signal }) => analytics.sales(q, signal),
    placeholderData: (previous) => previous,
  });
  const s = query.data;
  const points = s
    ? by === 'day'
      ? s.rows.map((r) => ({ label: frDay(r.business_date).slice(0, 5), current: r.ttc_cents }))
      : s.rows.map((r) => ({
          label: r.label,
          current: r.ttc_cents,
          previous: s.compare?.rows.find((c) => c.key === r.key)?.ttc_cents ?? 0,
        }))
    : [];
  return (
    <QueryState query={query}>
      {s && (
        <Stack>
          {header?.(s)}
          {chart && s.rows.length > 0 && (
            <Card withBorder radius="md" padding="md">
              <LazyChart
                data={points}
                currentLabel={`Du ${frDay(s.from)} au ${frDay(s.to)}`}
                previousLabel={s.compare && by !== 'day' ? `Du ${frDay(s.compare.from)} au ${frDay(s.compare.to)}` : undefined}
              />
            </Card>
          )}
          <SalesTable sales={s} byDay={by === 'day'} first={by === 'restaurant' ? 'Restaurant' : undefined} />
          <ExportButtons onExport={(format) => analytics.exportSales(q, format)} />
        </Stack>
      )}
    </QueryState>
  );
}
