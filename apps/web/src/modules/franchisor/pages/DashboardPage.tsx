import { type DashboardPeriod, dashboardPeriodLabels } from '@fitfit/contracts';
import { Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryState } from '../../../ui/QueryState';
import { useScreenSize } from '../../../ui/screen';
import { LazyChart } from '../../caisse/analytics/components/LazyChart';
import { PeriodCard, RankedList } from '../../caisse/analytics/pages/DashboardPage';
import { PnlNetworkTable } from '../../pnl/components/PnlNetworkTable';
import { networkResources } from '../api';
import { Ranking } from '../components/Ranking';
import { RestaurantFilter, useRestaurantFilter } from '../components/RestaurantFilter';
import { RoyaltiesCard } from '../components/RoyaltiesCard';

/**
 * /franchisor/dashboard: the restaurant dashboard over every restaurant of the franchisor's marks (or the one
 * chosen), the ranking of the restaurants, the royalties due, and the spot of the network's PNL.
 */
export default function FranchisorDashboardPage() {
  const { restaurantId, chosen } = useRestaurantFilter();
  const small = useScreenSize() === 'sm';
  const network = networkResources(restaurantId);
  const [period, setPeriod] = useState<DashboardPeriod>('month');
  const query = useQuery({
    queryKey: network.keys.dashboard(period),
    queryFn: ({ signal }) => network.dashboard(period, signal),
    placeholderData: (previous) => previous,
  });
  const d = query.data;
  const current = d?.periods.find((p) => p.period === period);
  const paid = d?.payments.reduce((a, p) => a + p.ttc_cents, 0) ?? 0;
  return (
    <Stack>
      <PageHeader
        title="Dashboard Franchiseur"
        description={
          chosen
            ? `${chosen.name} : jour, semaine et mois comparés aux mêmes jours de l'an dernier`
            : "Tous les restaurants de votre réseau : jour, semaine et mois comparés aux mêmes jours de l'an dernier"
        }
        actions={<RestaurantFilter />}
      />
      <QueryState query={query}>
        {d && current && (
          <>
            <SimpleGrid type="container" cols={{ base: 1, '900px': 3 }}>
              {d.periods.map((p) => (
                <PeriodCard key={p.period} p={p} />
              ))}
            </SimpleGrid>
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="ranking-title">
              <Group justify="space-between" mb="sm" wrap="wrap">
                <Title order={3} size="h4" id="ranking-title">
                  Classement des restaurants
                </Title>
                <SegmentedControl
                  size={small ? 'xs' : 'sm'}
                  aria-label="Période du classement"
                  value={period}
                  onChange={(v) => setPeriod(v as DashboardPeriod)}
                  data={Object.entries(dashboardPeriodLabels).map(([value, label]) => ({ value, label }))}
                />
              </Group>
              <Ranking ranking={d.ranking} periodLabel={current.label} />
            </Card>
            <Card withBorder radius="md" padding="lg">
              <Title order={3} size="h4" mb="sm">
                {period === 'today' ? "Chiffre d'affaires du réseau par heure" : "Chiffre d'affaires du réseau par jour"}
              </Title>
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
            <RoyaltiesCard restaurantId={restaurantId} today={d.today} />
            {/* The network's PNL: the pnl module's table, served the franchisor's marks' restaurants by its API. */}
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pnl-network-title" data-testid="pnl-network">
              <Title order={3} size="h4" id="pnl-network-title" mb="sm">
                Compte de résultat du réseau
              </Title>
              <PnlNetworkTable />
            </Card>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
