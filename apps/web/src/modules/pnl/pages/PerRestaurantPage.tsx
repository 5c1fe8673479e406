import { PageHeader } from '../../../ui/PageHeader';
import { PnlNetworkTable } from '../components/PnlNetworkTable';

/** /pnl/per-restautant (admin): every restaurant's PNL side by side. */
export default function PerRestaurantPage() {
  return (
    <>
      <PageHeader
        title="PNL par restaurant"
        description="Le compte de résultat de chaque restaurant côte à côte, avec la moyenne du réseau"
      />
      <PnlNetworkTable />
    </>
  );
}
