import { type Dashboard, type DashboardPeriod, dashboardPeriodLabels, frDay, type SalesSummary } from '@fitfit/contracts';
import { Card, Group, SegmentedControl, SimpleGrid, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { formatMoney } from '../../../../lib/format';
import { PageHeader } from '../../../../ui/PageHeader';
import { QueryState } from '../../../../ui/QueryState';
import { restaurantPage } from '../../../../ui/RestaurantPage';
import { analyticsResources } from '../api';
import { Change } from '../components/Change';
import { LazyChart } from '../components/LazyChart';

const figures: { key: keyof SalesSummary; label: string; money: boolean }[] = [
  { key: 'ht_cents', label: 'CA HT', money: true },
  { key: 'tickets', label: 'Tickets', money: false },
  { key: 'covers', label: 'Couverts', money: false },
  { key: 'average_ticket_cents', label: 'Ticket moyen', money: true },
  { key: 'average_cover_cents', label: 'Moyenne par couvert', money: true },
];
const show = (money: boolean, v: number) => (money ? formatMoney(v) : v.toLocaleString('fr-FR'));

export function PeriodCard({ p }: { p: Dashboard['periods'][number] }) {
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

export function RankedList({ title, rows, total }: { title: string; rows: RankedRow[]; total?: number }) {
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

/** /caisse/dashboard: today, this week, this month against last year's same weekdays, then the chosen period's detail. */
export default restaurantPage(function DashboardPage({ restaurantId }) {
  const analytics = analyticsResources(restaurantId);
  const [period, setPeriod] = useState<DashboardPeriod>('today');
  const query = useQuery({
    queryKey: analytics.keys.dashboard(period),
    queryFn: ({ signal }) => analytics.dashboard(period, signal),
    placeholderData: (previous) => previous,
  });
  const d = query.data;
  const chosen = d?.periods.find((p) => p.period === period);
  const paid = d?.payments.reduce((a, p) => a + p.ttc_cents, 0) ?? 0;
  return (
    <Stack>
      <PageHeader
        title="Accueil caisse"
        description="Chiffre d'affaires du jour, de la semaine et du mois, comparé aux mêmes jours de l'an dernier"
      />
      <QueryState query={query}>
        {d && chosen && (
          <>
            <SimpleGrid type="container" cols={{ base: 1, '900px': 3 }}>
              {d.periods.map((p) => (
                <PeriodCard key={p.period} p={p} />
              ))}
            </SimpleGrid>
            <Card withBorder radius="md" padding="lg">
              <Group justify="space-between" mb="sm" wrap="wrap">
                <Title order={3} size="h4">
                  {period === 'today' ? "Chiffre d'affaires par heure" : "Chiffre d'affaires par jour"}
                </Title>
                <SegmentedControl
                  aria-label="Période détaillée"
                  value={period}
                  onChange={(v) => setPeriod(v as DashboardPeriod)}
                  data={Object.entries(dashboardPeriodLabels).map(([value, label]) => ({ value, label }))}
                />
              </Group>
              {d.chart.length === 0 ? (
                <Text c="dimmed" size="sm">
                  Aucune vente sur cette période ni sur la même période l'an dernier.
                </Text>
              ) : (
                <LazyChart
                  data={d.chart.map((c) => ({ label: c.label, current: c.current_ttc_cents, previous: c.previous_ttc_cents }))}
                  currentLabel={chosen.label}
                  previousLabel="Mêmes jours l'an dernier"
                />
              )}
            </Card>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <RankedList title="Modes de paiement" rows={d.payments} total={paid} />
              <RankedList title="Meilleures ventes" rows={d.top_products} />
            </SimpleGrid>
          </>
        )}
      </QueryState>
    </Stack>
  );
});
