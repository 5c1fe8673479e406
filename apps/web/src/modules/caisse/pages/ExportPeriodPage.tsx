import { restaurantPage } from '../../../ui/RestaurantPage';
import { ExportPeriodView } from '../components/ledger/ExportPeriodView';
import { ledgerResources } from '../ledger-api';

/** /caisse/z-caisse/exporter-une-periode: the closings of a date range as CSV, XLSX or PDF. */
export default restaurantPage(function ExportPeriod({ restaurantId }) {
  const ledger = ledgerResources(restaurantId);
  return <ExportPeriodView exportClosings={ledger.exportClosings} back="/caisse/z-caisse" />;
});
