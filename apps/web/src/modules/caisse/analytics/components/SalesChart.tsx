import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { formatMoney } from '../../../../lib/format';

export interface ChartPoint {
  label: string;
  current: number;
  previous?: number;
}

/**
 * Revenue TTC per label, against a comparison when given. Loaded lazily (React.lazy) so that the figures show
 * before the chart library arrives.
 */
export default function SalesChart({
  data,
  currentLabel,
  previousLabel,
}: {
  data: ChartPoint[];
  currentLabel: string;
  previousLabel?: string;
}) {
  const series = [{ name: 'current', label: currentLabel, color: 'blue.6' }];
  if (previousLabel) series.push({ name: 'previous', label: previousLabel, color: 'gray.5' });
  return (
    <BarChart
      h={260}
      data={data.map((d) => ({ label: d.label, current: d.current / 100, previous: (d.previous ?? 0) / 100 }))}
      dataKey="label"
      series={series}
      withLegend={Boolean(previousLabel)}
      valueFormatter={(v) => formatMoney(Math.round(v * 100))}
      tickLine="y"
      gridAxis="x"
    />
  );
}
