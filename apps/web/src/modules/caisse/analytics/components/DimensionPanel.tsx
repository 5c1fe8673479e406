import type { SalesByDimension, SalesByDimensionQuery, SalesDimension } from '@fitfit/contracts';
import { Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { QueryState } from '../../../../ui/QueryState';
import { toast } from '../../../../ui/toast';
import type { SalesSource } from '../api';
import { LazyChart } from './LazyChart';
import { frDay, type Range } from './ranges';
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
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      await analytics.exportSales(q, format);
    } catch (error) {
      toast.fromError(error);
    } finally {
      setBusy(null);
    }
  };
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
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconFileTypeCsv size={16} />}
              loading={busy === 'csv'}
              disabled={busy === 'xlsx'}
              onClick={() => download('csv')}
            >
              Exporter en CSV
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} />}
              loading={busy === 'xlsx'}
              disabled={busy === 'csv'}
              onClick={() => download('xlsx')}
            >
              Exporter en Excel (XLSX)
            </Button>
          </Group>
          {busy && (
            <Stack gap={4} maw={360}>
              <Text size="xs" c="dimmed">
                Préparation du fichier…
              </Text>
              <Progress value={100} animated aria-label="Préparation du fichier" />
            </Stack>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
