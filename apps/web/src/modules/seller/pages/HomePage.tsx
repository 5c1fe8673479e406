import { lazy, Suspense } from 'react';
import { useSession } from '../../../app/session/store';
import { loadPlatformNotice, loadWaiting } from '../../intranet';
import { loadPnlHome } from '../../pnl';

const SellerHome = lazy(() => import('./SellerHome'));
// the platform's news to every restaurant, above either home (docs/intranet.md); fetched with this page's code too
const PlatformNotice = lazy(() => loadPlatformNotice().then((m) => ({ default: m.PlatformNotice })));
loadPlatformNotice().catch(() => {});
// the intranet's announcements waiting for this person's confirmation (docs/intranet.md), in the same boundary
const RestaurantWaiting = lazy(() => loadWaiting().then((m) => ({ default: m.RestaurantWaiting })));
loadWaiting().catch(() => {});
// the restaurant dashboard is the PNL module's
const PnlHome = lazy(loadPnlHome);
// Fetched with this page's code rather than once the user's role is known and rendered: a round trip less before a
// phone's first screen (issue 24); a salesperson downloads it for nothing (a few kB).
loadPnlHome().catch(() => {}); // a failure shows through the lazy component, as before

/** `/`: the salesperson's home for role saler; the restaurant dashboard of the PNL module for the others. */
export default function HomePage() {
  const role = useSession((s) => s.currentUser?.role);
  return (
    // One boundary: the notice shows with the home, not above it once drawn (it would move the page, issue 24).
    <Suspense fallback={null}>
      <PlatformNotice />
      <RestaurantWaiting />
      {role === 'saler' ? <SellerHome /> : <PnlHome />}
    </Suspense>
  );
}
