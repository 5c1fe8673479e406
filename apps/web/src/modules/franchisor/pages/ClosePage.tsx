import { Alert, Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { CloseDayView, ledgerResources } from '../../caisse';
import { useNetworkRestaurants } from '../components/RestaurantFilter';
import { detailsPath } from './ZCaissePage';

const links = { list: '/franchisor/z-caisse', details: detailsPath };

/**
 * /franchisor/z-caisse/cloturer/:id?restaurant=… — `:id` is the business date; the restaurant is one of the network's
 * (its own close call, which a franchisor may make for its marks' restaurants).
 */
export default function FranchisorClosePage() {
  const { id: day = '' } = useParams();
  const [params] = useSearchParams();
  const restaurantId = params.get('restaurant');
  const restaurants = useNetworkRestaurants();
  const restaurant = restaurants.data?.find((r) => r.id === restaurantId);
  const ledger = useMemo(() => (restaurant ? ledgerResources(restaurant.id) : null), [restaurant]);
  if (restaurants.isPending) return null;
  if (!ledger || !restaurant)
    return (
      <>
        <Button component={Link} to={links.list} variant="subtle" leftSection={<IconArrowLeft size={16} />} mb="xs" px={0}>
          Retour aux clôtures
        </Button>
        <Alert color="yellow" title="Restaurant à choisir" role="alert">
          Choisissez le restaurant dont la journée est à clôturer dans le rapport de clôture journalier.
        </Alert>
      </>
    );
  return <CloseDayView ledger={ledger} day={day} links={links} restaurantName={restaurant.name} clock={restaurant} />;
}
