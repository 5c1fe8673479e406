// Mantine's styles beyond the first screen's, with those of the dates and the quick search (app/mantine-rest.css).
import './mantine-rest.css';
import {
  acceptedModules,
  authEndpoints,
  canSeePage,
  enumerationsSchema,
  type ModuleCode,
  pageByKey,
  publicEndpoints,
} from '@fitfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { call } from '../lib/api-client';
import { keys } from '../lib/queryKeys';
import { GlobalLoader } from '../ui/globalLoader';
import { LeaveGuard } from '../ui/leaveGuard';
import { firstHeldPage } from './homes';
import { AdminLayout } from './layouts/AdminLayout';
import { FranchisorLayout } from './layouts/FranchisorLayout';
import { MainLayout } from './layouts/MainLayout';
import { SellerLayout } from './layouts/SellerLayout';
import { ModuleRefused } from './ModuleRefused';
import { getSession, hasValidToken, session, useSession } from './session/store';
import { useCurrentPage } from './usePage';

/** How often the signed-in user's rights are read again, so a module assigned by an admin shows up without a reload. */
const SESSION_REFRESH_MS = 60_000;

/**
 * Loads the current user and the enumeration lists (SPEC §3). The enumerations are read once; the user is read
 * again when the window regains focus and every minute, since an admin may change its restaurant's modules.
 */
const useSessionData = (token: string | null) =>
  useQuery({
    queryKey: keys.session(token),
    enabled: token !== null && hasValidToken(),
    staleTime: 0,
    refetchInterval: SESSION_REFRESH_MS,
    refetchOnWindowFocus: true,
    queryFn: async () => {
      const needsEnums = getSession().statusesKeys.length === 0;
      const [me, enums] = await Promise.all([call(authEndpoints.me), needsEnums ? call(publicEndpoints.enumerations) : null]);
      if (enums) session.setKeys(enumerationsSchema.parse(enums));
      session.setCurrentUser(me);
      return me;
    },
  });

/** Goes to `to` after saving where the user was going (SPEC §3 nextPage / nextPageState). */
function RedirectKeepingPage({ to }: { to: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    session.setNextPage(location.pathname + location.search, location.state);
    navigate(to, { replace: true });
  }, [location, navigate, to]);
  return null;
}

/**
 * The signed-in area: session, role and module guards from the page catalogue, then the page's layout.
 */
export function Shell() {
  const page = useCurrentPage();
  const token = useSession((s) => s.token);
  // The signed-in area mounts (layout, sidebar, page) in a render React may interrupt, in slices of a few ms, instead of
  // the one long task that followed `auth/me` and held a phone's main thread for about a second (issue 24).
  const user = useDeferredValue(useSession((s) => s.currentUser));
  const query = useSessionData(token);
  const signedIn = token !== null && hasValidToken();

  if (!signedIn) return <RedirectKeepingPage to="/login" />;
  if (!user) return <GlobalLoader visible={!query.isError} />;
  // ADMIN_MFA=required: an administrator without two-step verification sets it up before anything else
  if (user.totp_setup_required) return <RedirectKeepingPage to={pageByKey('two-step-setup').route} />;
  if (!page) return <Outlet />;

  // the role, then the member access to the current restaurant (an accountant, a manager on the owners' pages): « Accès refusé »
  if (!canSeePage(page, user.role, user.restaurant?.access ?? null)) return <Navigate to="/unauthorized" replace />;
  if (user.role === 'restorer' && user.restaurant && !user.restaurant.registration_completed) {
    return <Navigate to="/complete-registration" replace />;
  }
  let missingModule: ModuleCode | null = null;
  if (page.layout === 'main' && user.role !== 'saler') {
    if (!user.restaurant) return <RedirectKeepingPage to="/admin/choose-restaurant" />;
    const accepted = acceptedModules(page);
    const held = user.current_fitfit_module_restaurants.map((m) => m.code_name);
    const needed = accepted[0] ?? null;
    if (needed && !accepted.some((m) => held.includes(m))) {
      const fallback = page.route === '/' ? firstHeldPage(user) : null;
      if (fallback) return <Navigate to={fallback} replace />;
      missingModule = needed;
    }
  }

  const own = { admin: 'admin', franchisor: 'franchisor', saler: 'seller', restorer: 'main' } as const;
  const layout = page.layout === 'own' ? own[user.role] : page.route === '/' && user.role === 'saler' ? 'seller' : page.layout;
  const Layout = { main: MainLayout, admin: AdminLayout, franchisor: FranchisorLayout, seller: SellerLayout, public: MainLayout }[layout];
  return (
    <Layout>
      <LeaveGuard />
      {missingModule ? <ModuleRefused code={missingModule} user={user} /> : <Outlet />}
    </Layout>
  );
}
