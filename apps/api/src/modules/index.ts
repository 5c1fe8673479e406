import { adminBillingModule } from './admin/billing-module';
import { adminModule } from './admin/routes';
import { authModule } from './auth/routes';
import { caisseAnalyticsModule } from './caisse/analytics/routes';
import { caisseBankingModule } from './caisse/banking/routes';
import { caisseCustomersModule } from './caisse/customers/routes';
import { ledgerDocumentsModule } from './caisse/ledger/documents-module';
import { caisseLedgerModule } from './caisse/ledger/routes';
import { caisseCardModule } from './caisse/routes';
import { caisseTeamModule } from './caisse/team';
import { franchisorModule } from './franchisor/routes';
import { haccpModule } from './haccp/routes';
import { musicModule } from './music/routes';
import { pnlModule } from './pnl/routes';
import { publicModule } from './public/routes';
import { searchModule } from './search/routes';
import { sellerModule } from './seller/routes';
import { stockModule } from './stock/routes';
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
