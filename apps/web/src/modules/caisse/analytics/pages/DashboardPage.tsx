import type { Dashboard } from '@fitfit/contracts';
import { restaurantPage } from '../../../../ui/RestaurantPage';
import { analyticsResources } from '../api';
import { DashboardView } from '../components/DashboardView';

/** /caisse/dashboard: today, this week, this month against last year's same weekdays, then the chosen period's detail. */
export default restaurantPage(function DashboardPage({ restaurantId }) {
  const analytics = analyticsResources(restaurantId);
  return (
    <DashboardView<Dashboard>
      title="Accueil caisse"
      description="Chiffre d'affaires du jour, de la semaine et du mois, comparé aux mêmes jours de l'an dernier"
      initialPeriod="today"
      source={{ key: analytics.keys.dashboard, dashboard: analytics.dashboard }}
      chartTitle={(period) => (period === 'today' ? "Chiffre d'affaires par heure" : "Chiffre d'affaires par jour")}
    />
  );
});
