import { useParams } from 'react-router';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { CloseDayView, type CloseLinks } from '../components/ledger/CloseDayView';
import { ledgerResources } from '../ledger-api';

const restaurantLinks: CloseLinks = { list: '/caisse/z-caisse', details: (id) => `/caisse/z-caisse/details-cloture-de-caisse/${id}` };

/** /caisse/z-caisse/cloturer/:id — `:id` is the business date (YYYY-MM-DD) being closed. */
export default restaurantPage(function CloseDay({ restaurantId }) {
  const { id: day = '' } = useParams();
  return <CloseDayView ledger={ledgerResources(restaurantId)} day={day} links={restaurantLinks} />;
});
