import { frenchMonth, type PnlDashboard, plural, rangeLabel } from '@fitfit/contracts';
import { Anchor, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryState } from '../../../ui/QueryState';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { Change } from '../../caisse';
import { pnlResources } from '../api';
import { formatBp, lossColor, money, warnColor } from '../components/format';
import { IndicatorCards } from '../components/IndicatorCards';

const frDay = (d: string) =>
  new Date(`${d}T12:00:00Z`).toLocaleDateString('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

function RevenueCard({ title, id, g }: { title: string; id: string; g: PnlDashboard['month_revenue'] }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Text id={id} size="sm" fw={600} c="dimmed">
        {title}
      </Text>
      <Group align="baseline" gap="xs" mt={4}>
        <Text fz={28} fw={700}>
          {money(g.actual)}
        </Text>
        <Text size="sm" c="dimmed">
          HT
        </Text>
        <Change current={g.actual} previous={g.previous} coverage={g.previous_coverage} />
      </Group>
      <Text size="xs" c="dimmed">
        N-1 ({rangeLabel(g.previous_from, g.previous_to)}) : {money(g.previous)} · Prévision : {money(g.forecast)}
      </Text>
    </Card>
  );
}

/** `/` for a restaurant holding fitfit_pnl: yesterday and the month at a glance. */
export default restaurantPage(function PnlHomePage({ restaurantId }) {
  const pnl = pnlResources(restaurantId);
  const query = useQuery({ queryKey: pnl.keys.dashboard, queryFn: ({ signal }) => pnl.dashboard(signal) });
  const d = query.data;
  return (
    <Stack>
      <PageHeader title="Dashboard" description="Le jour et le mois en un coup d’œil" />
      <QueryState query={query}>
        {d && (
          <>
            <SimpleGrid type="container" cols={{ base: 1, '700px': 2, '1100px': 4 }}>
              <RevenueCard id="dash-yesterday" title={`Hier, ${frDay(d.yesterday)}`} g={d.yesterday_revenue} />
              <RevenueCard id="dash-month" title={`${frenchMonth(d.month)}, à ce jour`} g={d.month_revenue} />
              <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="dash-ebe">
                <Text id="dash-ebe" size="sm" fw={600} c="dimmed">
                  EBE du mois à ce jour
                </Text>
                <Text fz={28} fw={700} style={{ color: d.ebe_to_date_cents < 0 ? lossColor : undefined }}>
                  {money(d.ebe_to_date_cents)}
                </Text>
                <Text size="xs" c="dimmed">
                  Marge d’EBE : {formatBp(d.indicators.ebe_margin_bp)}
                </Text>
              </Card>
              <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="dash-be">
                <Text id="dash-be" size="sm" fw={600} c="dimmed">
                  Seuil de rentabilité du mois
                </Text>
                <Text fz={28} fw={700}>
                  {formatBp(d.break_even_progress_bp)}
                </Text>
                <Progress
                  value={Math.min(100, (d.break_even_progress_bp ?? 0) / 100)}
                  color={(d.break_even_progress_bp ?? 0) >= 10_000 ? 'teal' : 'orange'}
                  aria-label="Progression vers le seuil de rentabilité"
                  mt={4}
                />
                <Text size="xs" c="dimmed" mt={4}>
                  {(d.break_even_progress_bp ?? 0) >= 10_000
                    ? 'Seuil atteint : le mois couvre ses charges'
                    : 'Part du seuil déjà couverte par le CA'}
                </Text>
              </Card>
            </SimpleGrid>
            <Title order={3} size="h4">
              Le mois à date en indicateurs
            </Title>
            <IndicatorCards
              current={d.indicators}
              foodCost={d.food_cost}
              keys={['covers', 'average_ticket_cents', 'average_cover_cents', 'food_cost_bp', 'staff_cost_bp', 'prime_cost_bp']}
            />
            {d.haccp && (
              <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="dash-haccp">
                <Group justify="space-between">
                  <Title id="dash-haccp" order={3} size="h4">
                    HACCP
                  </Title>
                  <Anchor component={Link} to="/haccp/dashboard" size="sm">
                    Ouvrir le registre
                  </Anchor>
                </Group>
                <Group gap="xl" mt="sm">
                  <Text fw={600} style={{ color: d.haccp.open_non_conformities ? lossColor : undefined }}>
                    {plural(d.haccp.open_non_conformities, 'non-conformité ouverte', 'non-conformités ouvertes')}
                  </Text>
                  <Text fw={600} style={{ color: d.haccp.late_tasks ? warnColor : undefined }}>
                    {plural(d.haccp.late_tasks, 'tâche en retard', 'tâches en retard')}
                  </Text>
                  <Text fw={600} style={{ color: d.haccp.missing_readings ? warnColor : undefined }}>
                    {plural(d.haccp.missing_readings, 'équipement sans ses relevés du jour', 'équipements sans leurs relevés du jour')}
                  </Text>
                </Group>
              </Card>
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
});
