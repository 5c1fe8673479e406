import { type Dashboard, type DashboardPeriod, dashboardPeriodLabels, frDay, type SalesSummary } from '@fitfit/contracts';
import { Card, Group, SegmentedControl, SimpleGrid, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { formatMoney } from '../../../../lib/format';
import { PageHeader } from '../../../../ui/PageHeader';
import { QueryState } from '../../../../ui/QueryState';
import { useTimezone } from '../../components/ledger/common';
import { Change } from './Change';
import { LazyChart } from './LazyChart';
import { ReplicaNotice } from './ReplicaNotice';

const figures: { key: keyof SalesSummary; label: string; money: boolean }[] = [
  { key: 'ht_cents', label: 'CA HT', money: true },
  { key: 'tickets', label: 'Tickets', money: false },
  { key: 'covers', label: 'Couverts', money: false },
  { key: 'average_ticket_cents', label: 'Ticket moyen', money: true },
  { key: 'average_cover_cents', label: 'Moyenne par couvert', money: true },
];
const show = (money: boolean, v: number) => (money ? formatMoney(v) : v.toLocaleString('fr-FR'));

function PeriodCard({ p }: { p: Dashboard['periods'][number] }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`period-${p.period}`}>
      <Text id={`period-${p.period}`} size="sm" fw={600} c="dimmed">
        {p.label}
      </Text>
      <Group align="baseline" gap="xs" mt={4}>
        <Text fz={28} fw={700}>
          {formatMoney(p.current.ttc_cents)}
        </Text>
        <Text size="sm" c="dimmed">
          TTC
        </Text>
        <Change current={p.current.ttc_cents} previous={p.previous.ttc_cents} coverage={p.previous_coverage} />
      </Group>
      <Text size="xs" c="dimmed">
        {p.from === p.to ? frDay(p.from) : `${frDay(p.from)} – ${frDay(p.to)}`}
      </Text>
      {p.current.cancellations_cents !== 0 && (
        <Text size="xs" c="dimmed">
          Dont annulations émises : −{formatMoney(p.current.cancellations_cents)} (datées du jour de l'annulation, comme sur le Z)
        </Text>
      )}
      <Text size="xs" c="dimmed" mb="sm">
        N-1 ({p.previous_from === p.previous_to ? frDay(p.previous_from) : `${frDay(p.previous_from)} – ${frDay(p.previous_to)}`}) :{' '}
        {formatMoney(p.previous.ttc_cents)}
      </Text>
      <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={4} fz="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Indicateur</Table.Th>
            <Table.Th scope="col" ta="right">
              Période
            </Table.Th>
            <Table.Th scope="col" ta="right">
              N-1
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Évolution
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {figures.map((f) => (
            <Table.Tr key={f.key}>
              <Table.Th scope="row" fw={400}>
                {f.label}
              </Table.Th>
              <Table.Td ta="right">{show(f.money, p.current[f.key])}</Table.Td>
              <Table.Td ta="right">{show(f.money, p.previous[f.key])}</Table.Td>
              <Table.Td ta="right">
                <Change current={p.current[f.key]} previous={p.previous[f.key]} coverage={p.previous_coverage} compact />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

type RankedRow = Dashboard['payments'][number] & {
  /** A network's best seller: each restaurant's part, shown on demand. */
  restaurants?: { restaurant_id: string; name: string; quantity: number; ttc_cents: number }[];
};

function RankedList({ title, rows, total }: { title: string; rows: RankedRow[]; total?: number }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          Aucune vente sur cette période.
        </Text>
      ) : (
        <Table verticalSpacing={4} fz="sm">
          <Table.Tbody>
            {rows.map((r) => (
              <Fragment key={r.key}>
                <Table.Tr>
                  <Table.Td>
                    {r.restaurants && r.restaurants.length > 1 ? (
                      <UnstyledButton
                        fz="sm"
                        aria-expanded={open === r.key}
                        onClick={() => setOpen(open === r.key ? null : r.key)}
                        title="Détail par restaurant"
                      >
                        {open === r.key ? '▾' : '▸'} {r.label}{' '}
                        <Text span size="xs" c="dimmed">
                          ({r.restaurants.length} restaurants)
                        </Text>
                      </UnstyledButton>
                    ) : (
                      r.label
                    )}
                  </Table.Td>
                  {total === undefined && <Table.Td ta="right">× {r.quantity.toLocaleString('fr-FR')}</Table.Td>}
                  <Table.Td ta="right">{formatMoney(r.ttc_cents)}</Table.Td>
                  {total !== undefined && (
                    <Table.Td ta="right" c="dimmed">
                      {total ? `${Math.round((r.ttc_cents / total) * 100)}\u00a0%` : ''}
                    </Table.Td>
                  )}
                </Table.Tr>
                {open === r.key &&
                  r.restaurants?.map((x) => (
                    <Table.Tr key={`${r.key}-${x.restaurant_id}`}>
                      <Table.Td pl="lg" c="dimmed">
                        {x.name}
                      </Table.Td>
                      <Table.Td ta="right" c="dimmed">
                        × {x.quantity.toLocaleString('fr-FR')}
                      </Table.Td>
                      <Table.Td ta="right" c="dimmed">
                        {formatMoney(x.ttc_cents)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

type Period = Dashboard['periods'][number];

interface DashboardViewProps<D extends Dashboard> {
  title: string;
  description: string;
  /** In the header: the network's restaurant filter. */
  actions?: ReactNode;
  initialPeriod: DashboardPeriod;
  /** Where the dashboard of a period is read (a restaurant's, or the network's), and its cache key. */
  source: { key: (period: DashboardPeriod) => QueryKey; dashboard: (period: DashboardPeriod, signal?: AbortSignal) => Promise<D> };
  chartTitle: (period: DashboardPeriod) => string;
  /**
   * Between the periods and the chart: the network's ranking of its restaurants, which then holds the period's
   * control (`periodControl`); without it the chart's card holds it.
   */
  ranking?: (d: D, current: Period, periodControl: (label: string, size?: 'xs' | 'sm') => ReactNode) => ReactNode;
  /** After the payments and best sellers: the network's royalties and PNL. */
  children?: (d: D) => ReactNode;
}

/**
 * The sales dashboard of both scopes (/caisse/dashboard, /franchisor/dashboard): today, this week, this month against
 * last year's same weekdays, then the chosen period's chart, payments and best sellers.
 */
export function DashboardView<D extends Dashboard>(props: DashboardViewProps<D>) {
  const [period, setPeriod] = useState<DashboardPeriod>(props.initialPeriod);
  const query = useQuery({
    queryKey: props.source.key(period),
    queryFn: ({ signal }) => props.source.dashboard(period, signal),
    placeholderData: (previous) => previous,
  });
  const d = query.data;
  const current = d?.periods.find((p) => p.period === period);
  const paid = d?.payments.reduce((a, p) => a + p.ttc_cents, 0) ?? 0;
  const periodControl = (label: string, size?: 'xs' | 'sm') => (
    <SegmentedControl
      size={size}
      aria-label={label}
      value={period}
      onChange={(v) => setPeriod(v as DashboardPeriod)}
      data={Object.entries(dashboardPeriodLabels).map(([value, label]) => ({ value, label }))}
    />
  );
  const { ranking } = props;
  const timezone = useTimezone();
  return (
    <Stack>
      <PageHeader title={props.title} description={props.description} actions={props.actions} />
      <QueryState query={query}>
        {d && current && (
          <>
            <ReplicaNotice replica={d.replica} timezone={timezone} />
            <SimpleGrid type="container" cols={{ base: 1, '900px': 3 }}>
              {d.periods.map((p) => (
                <PeriodCard key={p.period} p={p} />
              ))}
            </SimpleGrid>
            {ranking?.(d, current, periodControl)}
            <Card withBorder radius="md" padding="lg">
              {ranking ? (
                <Title order={3} size="h4" mb="sm">
                  {props.chartTitle(period)}
                </Title>
              ) : (
                <Group justify="space-between" mb="sm" wrap="wrap">
                  <Title order={3} size="h4">
                    {props.chartTitle(period)}
                  </Title>
                  {periodControl('Période détaillée')}
                </Group>
              )}
              {d.chart.length === 0 ? (
                <Text c="dimmed" size="sm">
                  Aucune vente sur cette période ni sur la même période l'an dernier.
                </Text>
              ) : (
                <LazyChart
                  data={d.chart.map((c) => ({ label: c.label, current: c.current_ttc_cents, previous: c.previous_ttc_cents }))}
                  currentLabel={current.label}
                  previousLabel="Mêmes jours l'an dernier"
                />
              )}
            </Card>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <RankedList title="Modes de paiement" rows={d.payments} total={paid} />
              <RankedList title="Meilleures ventes" rows={d.top_products} />
            </SimpleGrid>
            {props.children?.(d)}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
