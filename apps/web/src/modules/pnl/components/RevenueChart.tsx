import '@mantine/charts/styles.css';
import type { PnlIndicators } from '@fitfit/contracts';
import { CompositeChart } from '@mantine/charts';
import { formatMoney } from '../../../lib/format';

/** Revenue HT against N-1 (bars) and the forecast (line). Loaded lazily, after the figures. */
export default function RevenueChart({ series }: { series: PnlIndicators['series'] }) {
  return (
    <CompositeChart
      h={280}
      data={series.map((s) => ({
        label: s.label,
        revenue: s.revenue_cents / 100,
        previous: s.previous_cents / 100,
        forecast: s.forecast_cents / 100,
      }))}
      dataKey="label"
      withLegend
      series={[
        { name: 'revenue', label: 'CA HT', color: 'blue.6', type: 'bar' },
        { name: 'previous', label: 'Comparaison', color: 'gray.5', type: 'bar' },
        { name: 'forecast', label: 'Prévision', color: 'orange.6', type: 'line' },
      ]}
      valueFormatter={(v) => formatMoney(Math.round(v * 100))}
      tickLine="y"
      gridAxis="x"
    />
  );
}
