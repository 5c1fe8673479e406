import {
  accountingAccountsInputSchema,
  accountingAccountsSchema,
  accountingArchivesSchema,
  accountingExportQuerySchema,
  accountingPeriodQuerySchema,
  accountingPreviewSchema,
} from '../accounting';
import { endpoint, fileAnswer } from './endpoint';
import { restaurantItemParamsSchema, restaurantParamsSchema, restaurantPath } from './params';

const tags = ['caisse — export comptable'] as const;
const params = restaurantParamsSchema;
const path = <const P extends string>(p: P) => restaurantPath(`caisse/accounting/${p}`);
const files = fileAnswer('text/plain', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

/** « Export comptable » and « Comptes comptables » (docs/accounting.md): the restaurant's owners and admins. */
export const accountingEndpoints = {
  accounts: endpoint({
    method: 'GET',
    path: path('accounts'),
    params,
    response: accountingAccountsSchema,
    summary: 'Comptes comptables du restaurant (plan comptable général par défaut)',
    tags,
  }),
  updateAccounts: endpoint({
    method: 'PUT',
    path: path('accounts'),
    params,
    body: accountingAccountsInputSchema,
    response: accountingAccountsSchema,
    summary: 'Modifier les comptes comptables (écrit au journal des événements)',
    tags,
  }),
  preview: endpoint({
    method: 'GET',
    path: path('preview'),
    params,
    query: accountingPeriodQuerySchema,
    response: accountingPreviewSchema,
    summary: "Totaux de l'export par journal et par jour, journées non clôturées",
    tags,
  }),
  export: endpoint({
    method: 'GET',
    path: path('export'),
    params,
    query: accountingExportQuerySchema,
    response: files,
    summary: 'Export comptable (FEC, CSV ou XLSX) ; un mois clôturé est archivé et rendu à l’identique',
    tags,
  }),
  archives: endpoint({
    method: 'GET',
    path: path('archives'),
    params,
    response: accountingArchivesSchema,
    summary: 'Versions archivées des exports des mois clôturés',
    tags,
  }),
  archive: endpoint({
    method: 'GET',
    path: path('archives/:id'),
    params: restaurantItemParamsSchema,
    response: files,
    summary: 'Télécharger une version archivée',
    tags,
  }),
};
