import { lazy, Suspense } from 'react';
import { useSession } from '../../../app/session/store';

const SellerHome = lazy(() => import('./SellerHome'));
// the restaurant dashboard is the PNL module's (issue 16)
const PnlHome = lazy(() => import('../../pnl/pages/PnlHomePage'));

/** `/`: the salesperson's home for role saler; the restaurant dashboard of the PNL module for the others. */
export default function HomePage() {
  const role = useSession((s) => s.currentUser?.role);
  if (role === 'saler') {
    return (
      <Suspense fallback={null}>
        <SellerHome />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <PnlHome />
    </Suspense>
  );
}
