import { type AccountingAccountsInput, type AccountingFormat, accountingEndpoints as endpoints } from '@fitfit/contracts';
import { call, download } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/queryKeys';

/** « Export comptable » of a restaurant (`restaurants/<id>/caisse/accounting/…`, docs/accounting.md). */
export const accountingApi = (restaurantId: string) => {
  const params = { restaurantId };
  const keys = resourceKeys('caisse', restaurantId, 'accounting', 'export');
  return {
    all: keys.all,
    accountsKey: [...keys.all, 'accounts'] as const,
    accounts: () => call(endpoints.accounts, { params }),
    saveAccounts: (body: AccountingAccountsInput) => call(endpoints.updateAccounts, { params, body }),
    previewKey: (from: string, to: string) => [...keys.all, 'preview', from, to] as const,
    preview: (from: string, to: string, signal?: AbortSignal) => call(endpoints.preview, { params, query: { from, to }, signal }),
    archivesKey: [...keys.all, 'archives'] as const,
    archives: () => call(endpoints.archives, { params }),
    /** The file under the name the server gives it (the FEC's `<SIREN>FEC<AAAAMMJJ>.txt`, from the preview). */
    download: (q: { from: string; to: string; format: AccountingFormat }, fileName: string) =>
      download(endpoints.export, { params, query: q }, fileName),
    downloadArchive: (id: string, fileName: string) => download(endpoints.archive, { params: { restaurantId, id } }, fileName),
  };
};
export type AccountingApi = ReturnType<typeof accountingApi>;
