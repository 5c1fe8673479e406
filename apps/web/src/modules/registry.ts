import { adminBillingPages, adminPages } from './admin';
import { authPages } from './auth/routes';
import {
  caisseAnalyticsPages,
  caisseBankingPages,
  caisseCardPages,
  caisseCustomersPages,
  caisseLedgerPages,
  caisseTeamPages,
} from './caisse';
import { franchisorPages } from './franchisor';
import { haccpPages } from './haccp';
import { intranetPages } from './intranet';
import { musicPages } from './music';
import { pnlPages } from './pnl';
import { restaurantPages } from './restaurant';
import { sellerPages } from './seller';
import { stockPages } from './stock';
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
  ...intranetPages,
};
