import { adminBillingPages } from './admin/billing-routes';
import { adminPages } from './admin/routes';
import { authPages } from './auth/routes';
import { caisseBankingPages } from './caisse/banking/routes';
import { caisseCustomersPages } from './caisse/customers/routes';
import { caisseCardPages, caisseLedgerPages, caisseTeamPages } from './caisse/routes';
import { sellerPages } from './seller/routes';
import type { PageLoaders } from './types';

/** The web app's module registry: a module adds its page loaders here, once. */
export const pageLoaders: PageLoaders = {
  ...authPages,
  ...adminPages,
  ...adminBillingPages,
  ...caisseTeamPages,
  ...caisseCardPages,
  ...caisseLedgerPages,
  ...caisseCustomersPages,
  ...caisseBankingPages,
  ...sellerPages,
};
