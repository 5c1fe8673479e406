import '@mantine/charts/styles.css';
import type { StockPrice, StockUnit } from '@fitfit/contracts';
import { LineChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../lib/format';
import type { Resource } from '../../../lib/resource';
import { unitPriceText } from './units';

const day = (iso: string) => new Date(iso).toLocaleDateString('fr-FR', { day: 'numeric', month: 'short', year: '2-digit' });

/** Every price a product had (`…/:id/prices`, read by `prices`), as a line of its price per stock unit. */
export function PriceHistoryChart({
  resource,
  prices,
  productId,
  unit,
}: {
  resource: Pick<Resource, 'keys'>;
  prices(productId: string, signal?: AbortSignal): Promise<{ data: StockPrice[] }>;
  productId: string;
  unit: StockUnit;
}) {
  const history = useQuery({
    queryKey: [...resource.keys.detail(productId), 'prices'],
    queryFn: ({ signal }) => prices(productId, signal).then((r) => r.data),
  });
  const rows = history.data ?? [];
  if (rows.length === 0) return null;
  const data = rows.map((p) => ({ date: day(p.valid_from), prix: p.unit_price_cents / 100, paquet: formatMoney(p.package_price_cents) }));
  const first = rows[0];
  const last = rows[rows.length - 1];
  return (
    <div>
      <Text size="sm" c="dimmed" mb="xs">
        {rows.length > 1
          ? `De ${unitPriceText(first.unit_price_cents, unit)} le ${day(first.valid_from)} à ${unitPriceText(last.unit_price_cents, unit)} aujourd’hui`
          : `Prix unique : ${unitPriceText(last.unit_price_cents, unit)}`}
      </Text>
      <LineChart
        h={220}
        data={data}
        dataKey="date"
        series={[{ name: 'prix', label: `Prix HT par ${unit === 'piece' ? 'pièce' : unit}`, color: 'blue.6' }]}
        valueFormatter={(v) => formatMoney(Math.round(v * 100))}
        curveType="stepAfter"
        withDots
        role="figure"
        aria-label="Évolution du prix"
      />
    </div>
  );
}
