import { ExportPeriodView } from '../../caisse';
import { networkResources } from '../api';
import { RestaurantFilter, useRestaurantFilter } from '../components/RestaurantFilter';

/** /franchisor/z-caisse/exporter-une-periode: the closings of the network (or of one restaurant) over a date range. */
export default function FranchisorExportPage() {
  const { restaurantId, chosen } = useRestaurantFilter();
  return (
    <ExportPeriodView
      exportClosings={networkResources(restaurantId).exportClosings}
      back="/franchisor/z-caisse"
      filter={<RestaurantFilter />}
      description={
        chosen
          ? `Les clôtures de ${chosen.name} sur une période`
          : 'Les clôtures de tous vos restaurants sur une période, une section par restaurant'
      }
    />
  );
}
