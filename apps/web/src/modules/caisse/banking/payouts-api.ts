import { payoutEndpoints as endpoints, type PayoutImportInput, type PayoutInput, type PayoutSettings } from '@fitfit/contracts';
import { call } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/queryKeys';
import { entryCalls, resource } from '../../../lib/resource';

/** Payouts of a restaurant (`restaurants/<id>/caisse/banking/payouts…`, issue 28): the calls « Remises et versements » makes. */
export const payoutResources = (restaurantId: string) => {
  const params = { restaurantId };
  const item = (id: string) => ({ restaurantId, id });
  // under the banking's key prefix: a match moves the funds the funds page shows
  const keys = (name: string) => resourceKeys('caisse', restaurantId, 'banking', name);
  const list = Object.assign(
    resource(`restaurants/${restaurantId}/caisse/banking/payouts`, keys('payouts')),
    entryCalls({ list: endpoints.list }, params),
  );
  return {
    list,
    all: resourceKeys('caisse', restaurantId, 'banking').all,
    summaryKey: [...keys('payouts-summary').all] as const,
    summary: () => call(endpoints.summary, { params }),
    settingsKey: [...keys('payouts-settings').all] as const,
    settings: () => call(endpoints.settings, { params }),
    saveSettings: (s: PayoutSettings) => call(endpoints.updateSettings, { params, body: s }),
    create: (input: PayoutInput) => call(endpoints.create, { params, body: input }),
    proposal: (id: string) => call(endpoints.proposal, { params: item(id) }),
    match: (id: string, days: string[]) => call(endpoints.match, { params: item(id), body: { days } }),
    unmatch: (id: string) => call(endpoints.unmatch, { params: item(id), body: {} }),
    remove: (id: string) => call(endpoints.remove, { params: item(id) }),
    slips: (id: string) => call(endpoints.slips, { params: item(id) }),
    settle: (id: string, depositIds: string[]) => call(endpoints.settle, { params: item(id), body: { deposit_ids: depositIds } }),
    previewImport: (input: PayoutImportInput) => call(endpoints.importPreview, { params, body: input }),
    importStatement: (input: PayoutImportInput) => call(endpoints.import, { params, body: input }),
  };
};
export type PayoutsApi = ReturnType<typeof payoutResources>;
