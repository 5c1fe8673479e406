import type { Closing } from '@fitfit/contracts';
import { useParams } from 'react-router';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { useEntity } from '../../../ui/usePagedList';
import { ClosingDetailsView } from '../components/ledger/ClosingDetailsView';
import { ledgerResources } from '../ledger-api';

/** /caisse/z-caisse/details-cloture-de-caisse/:id: every figure of a daily closing, then its tickets. */
export default restaurantPage(function ClosingDetails({ restaurantId }) {
  const { id } = useParams();
  const ledger = ledgerResources(restaurantId);
  const query = useEntity<Closing>(ledger.closings, id);
  return <ClosingDetailsView ledger={ledger} query={query} back="/caisse/z-caisse" />;
});
