import { adminBillingModule } from './admin/billing-module';
import { adminModule } from './admin/routes';
import { authModule } from './auth/routes';
import { caisseBankingModule } from './caisse/banking/routes';
import { caisseCustomersModule } from './caisse/customers/routes';
import { ledgerDocumentsModule } from './caisse/ledger/documents-module';
import { caisseLedgerModule } from './caisse/ledger/routes';
import { caisseCardModule } from './caisse/routes';
import { caisseTeamModule } from './caisse/team';
import { publicModule } from './public/routes';
import { sellerModule } from './seller/routes';
import type { ApiModule } from './types';

/** The API's module registry: a new business module adds one line here. */
export const apiModules: ApiModule[] = [
  publicModule,
  authModule,
  caisseTeamModule,
  caisseCardModule,
  caisseLedgerModule,
  ledgerDocumentsModule,
  caisseCustomersModule,
  caisseBankingModule,
  adminBillingModule,
  sellerModule,
  adminModule,
];
