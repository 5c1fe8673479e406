import { restaurantPage } from '../../../../ui/RestaurantPage';
import { analyticsResources } from '../api';
import { AnalysesView } from '../components/AnalysesView';

/** /caisse/analyses: a date range (presets or custom), an optional comparison, the tabs of SPEC §2 with their exports. */
export default restaurantPage(function AnalysesPage({ restaurantId }) {
  return <AnalysesView source={analyticsResources(restaurantId)} />;
});
