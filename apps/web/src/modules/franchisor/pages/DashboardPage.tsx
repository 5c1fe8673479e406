import type { NetworkDashboard } from '@fitfit/contracts';
import { Card, Group, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useScreenSize } from '../../../ui/screen';
import { DashboardView } from '../../caisse';
import { loadWaiting } from '../../intranet';
import { PnlNetworkTable } from '../../pnl';
import { networkResources } from '../api';
import { Ranking } from '../components/Ranking';
import { RestaurantFilter, useRestaurantFilter } from '../components/RestaurantFilter';
import { RoyaltiesCard } from '../components/RoyaltiesCard';

// what waits in the network: the confirmation of its intranet announcements (docs/intranet.md)
const NetworkConfirmations = lazy(() => loadWaiting().then((m) => ({ default: m.NetworkConfirmations })));
const NetworkCampaignsDue = lazy(() => loadWaiting().then((m) => ({ default: m.NetworkCampaignsDue })));

/**
 * /franchisor/dashboard: the restaurant dashboard over every restaurant of the franchisor's marks (or the one
 * chosen), the ranking of the restaurants, the royalties due, and the spot of the network's PNL.
 */
export default function FranchisorDashboardPage() {
  const { restaurantId, chosen } = useRestaurantFilter();
  const small = useScreenSize() === 'sm';
  const network = networkResources(restaurantId);
  return (
    <DashboardView<NetworkDashboard>
      title="Dashboard Franchiseur"
      description={
        chosen
          ? `${chosen.name} : jour, semaine et mois comparés aux mêmes jours de l'an dernier`
          : "Tous les restaurants de votre réseau : jour, semaine et mois comparés aux mêmes jours de l'an dernier"
      }
      actions={<RestaurantFilter />}
      initialPeriod="month"
      source={{ key: network.keys.dashboard, dashboard: network.dashboard }}
      chartTitle={(period) => (period === 'today' ? "Chiffre d'affaires du réseau par heure" : "Chiffre d'affaires du réseau par jour")}
      ranking={(d, current, periodControl) => (
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="ranking-title">
          <Group justify="space-between" mb="sm" wrap="wrap">
            <Title order={3} size="h4" id="ranking-title">
              Classement des restaurants
            </Title>
            {periodControl('Période du classement', small ? 'xs' : 'sm')}
          </Group>
          <Ranking ranking={d.ranking} periodLabel={current.label} />
        </Card>
      )}
    >
      {(d) => (
        <>
          <RoyaltiesCard restaurantId={restaurantId} today={d.today} />
          {/* The network's PNL: the pnl module's table, served the franchisor's marks' restaurants by its API. */}
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pnl-network-title" data-testid="pnl-network">
            <Title order={3} size="h4" id="pnl-network-title" mb="sm">
              Compte de résultat du réseau
            </Title>
            <PnlNetworkTable />
          </Card>
          <Suspense fallback={null}>
            <NetworkConfirmations />
            <NetworkCampaignsDue />
          </Suspense>
        </>
      )}
    </DashboardView>
  );
}
