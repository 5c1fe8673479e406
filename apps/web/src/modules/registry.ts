import { adminBillingPages } from './admin/billing-routes';
import { adminPages } from './admin/routes';
import { authPages } from './auth/routes';
import { caisseAnalyticsPages } from './caisse/analytics/routes';
import { caisseBankingPages } from './caisse/banking/routes';
import { caisseCustomersPages } from './caisse/customers/routes';
import { caisseCardPages, caisseLedgerPages, caisseTeamPages } from './caisse/routes';
import { franchisorPages } from './franchisor/routes';
import { haccpPages } from './haccp/routes';
import { musicPages } from './music/routes';
import { pnlPages } from './pnl/routes';
import { restaurantPages } from './restaurant';
import { sellerPages } from './seller/routes';
import { stockPages } from './stock/routes';
import type { PageLoaders } from './types';

/** The web app's module registry: a module adds its page loaders here, once. */
export const pageLoaders: PageLoaders = {
  ...authPages,
  ...adminPages,
  ...adminBillingPages,
  ...caisseTeamPages,
  ...caisseCardPages,
  ...caisseLedgerPages,
  ...caisseAnalyticsPages,
  ...caisseCustomersPages,
  ...franchisorPages,
  ...haccpPages,
  ...caisseBankingPages,
  ...sellerPages,
  ...stockPages,
  ...musicPages,
  ...pnlPages,
  ...restaurantPages,
};
