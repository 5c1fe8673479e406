import { useMemo } from 'react';
import { DEFAULT_TIMEZONE } from '../../../lib/dates';
import { PageHeader } from '../../../ui/PageHeader';
import { AnalysesView } from '../../caisse';
import { networkSales } from '../api';
import { RestaurantFilter, useRestaurantFilter } from '../components/RestaurantFilter';

/**
 * /franchisor/analyses: the restaurant analyses over the network, with a tab of one row per restaurant, and the
 * listing tabs (tickets, cash movements, all sales) with each row's restaurant.
 */
export default function FranchisorAnalysesPage() {
  const { restaurantId, chosen, restaurants } = useRestaurantFilter();
  const source = useMemo(() => {
    const timezones = new Map((restaurants.data ?? []).map((r) => [r.id, r.timezone]));
    return networkSales(restaurantId, (id) => timezones.get(id) ?? DEFAULT_TIMEZONE);
  }, [restaurantId, restaurants.data]);
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
