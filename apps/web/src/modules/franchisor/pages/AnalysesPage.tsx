import { useMemo } from 'react';
import { PageHeader } from '../../../ui/PageHeader';
import { AnalysesView } from '../../caisse/analytics/pages/AnalysesPage';
import { networkSales } from '../api';
import { RestaurantFilter, useRestaurantFilter } from '../components/RestaurantFilter';

/** /franchisor/analyses: the restaurant analyses over the network, with a tab of one row per restaurant. */
export default function FranchisorAnalysesPage() {
  const { restaurantId, chosen } = useRestaurantFilter();
  const source = useMemo(() => networkSales(restaurantId), [restaurantId]);
  return (
    <AnalysesView
      source={source}
      filter={<RestaurantFilter />}
      perRestaurant={!restaurantId}
      header={
        <PageHeader
          title="Analyses du réseau"
          description={
            chosen
              ? `Les ventes de ${chosen.name}, exportables en CSV et Excel`
              : 'Les ventes de tous vos restaurants, exportables en CSV et Excel'
          }
        />
      }
    />
  );
}
