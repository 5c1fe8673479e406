import { lazy, Suspense } from 'react';
import { useSession } from '../../../app/session/store';
import UnderConstruction from '../../../ui/UnderConstruction';

const SellerHome = lazy(() => import('./SellerHome'));

/** `/`: the salesperson's home for role saler; the restaurant dashboard (not built yet) for the others. */
export default function HomePage() {
  const role = useSession((s) => s.currentUser?.role);
  if (role === 'saler') {
    return (
      <Suspense fallback={null}>
        <SellerHome />
      </Suspense>
    );
  }
  return <UnderConstruction />;
}
