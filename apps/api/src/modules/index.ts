import { adminBillingModule, adminModule } from './admin';
import { authModule } from './auth';
import { caisseAnalyticsModule } from './caisse/analytics/routes';
import { caisseBankingModule } from './caisse/banking/routes';
import { caisseCustomersModule } from './caisse/customers/routes';
import { ledgerDocumentsModule } from './caisse/ledger/documents-module';
import { caisseLedgerModule } from './caisse/ledger/routes';
import { caisseCardModule } from './caisse/routes';
import { caisseTeamModule } from './caisse/team';
import { franchisorModule } from './franchisor';
import { haccpModule } from './haccp';
import { musicModule } from './music';
import { pnlModule } from './pnl';
import { publicModule } from './public';
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
];
