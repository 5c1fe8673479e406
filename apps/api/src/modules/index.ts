import { adminBillingModule, adminModule } from './admin';
import { authModule } from './auth';
import {
  caisseAnalyticsModule,
  caisseBankingModule,
  caisseCardModule,
  caisseCustomersModule,
  caisseLedgerModule,
  caisseTeamModule,
  ledgerDocumentsModule,
} from './caisse';
import { franchisorModule } from './franchisor';
import { haccpModule } from './haccp';
import { intranetCampaignsModule, intranetDocumentsModule, intranetModule } from './intranet';
import { musicModule } from './music';
import { pnlModule } from './pnl';
import { publicModule } from './public';
import { restaurantModule } from './restaurant';
import { searchModule } from './search';
import { sellerModule } from './seller';
import { stockModule } from './stock';
import type { ApiModule } from './types';

/** The API's module registry: a new business module adds one line here. */
export const apiModules: ApiModule[] = [
  publicModule,
  authModule,
  caisseTeamModule,
  caisseCardModule,
  caisseLedgerModule,
  ledgerDocumentsModule,
  caisseAnalyticsModule,
  caisseCustomersModule,
  franchisorModule,
  haccpModule,
  caisseBankingModule,
  adminBillingModule,
  sellerModule,
  adminModule,
  stockModule,
  musicModule,
  pnlModule,
  searchModule,
  restaurantModule,
  intranetModule,
  intranetDocumentsModule,
  intranetCampaignsModule,
];
