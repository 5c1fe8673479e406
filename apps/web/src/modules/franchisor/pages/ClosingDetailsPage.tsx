import type { NetworkClosing } from '@fitfit/contracts';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useEntity } from '../../../ui/usePagedList';
import { ClosingDetailsView, ledgerResources } from '../../caisse';
import { networkResources } from '../api';

/** /franchisor/z-caisse/details-cloture-de-caisse/:id: a closing of any restaurant of the network, and its tickets. */
export default function FranchisorClosingDetailsPage() {
  const { id } = useParams();
  const query = useEntity<NetworkClosing>(networkResources(null).closings, id);
  const restaurantId = query.data?.restaurant_id;
  // its tickets through its restaurant's calls (a franchisor may make them for its marks' restaurants)
  const ledger = useMemo(() => ledgerResources(restaurantId ?? '00000000-0000-0000-0000-000000000000'), [restaurantId]);
  return <ClosingDetailsView ledger={ledger} query={query} back="/franchisor/z-caisse" restaurantName={query.data?.restaurant_name} />;
}
