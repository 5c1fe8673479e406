import {
  type PnlBudgetInput,
  type PnlCategory,
  type PnlCategoryInput,
  type PnlEntry,
  type PnlEntryInput,
  type PnlIndicatorsQuery,
  type PnlNetworkQuery,
  type PnlSettingsInput,
  pnlEndpoints as pnl,
} from '@fitfit/contracts';
import { call, download, openFile } from '../../lib/api-client';
import { restaurantResource } from '../../lib/resource';

/**
 * The PNL calls of a restaurant, each through its descriptor in `pnlEndpoints` (the answer's type is the
 * descriptor's), and their cache keys (all under `['pnl', id]`).
 */
export const pnlResources = (restaurantId: string) => {
  const all = ['pnl', restaurantId] as const;
  const params = { restaurantId };
  const ofMonth = (month: string) => ({ restaurantId, month });
  return {
    keys: {
      all,
      settings: [...all, 'settings'] as const,
      month: (month: string) => [...all, 'month', month] as const,
      entries: (month: string) => [...all, 'entries', month] as const,
      sources: (month: string, line: string) => [...all, 'month', month, 'line', line] as const,
      forecast: (month: string) => [...all, 'forecast', month] as const,
      indicators: (q: PnlIndicatorsQuery) => [...all, 'indicators', q] as const,
      dashboard: [...all, 'dashboard'] as const,
    },
    /** The cache keys of the categories and entries, for the editors' and deletions' refresh. */
    categories: restaurantResource(restaurantId, 'pnl', 'categories'),
    entriesResource: restaurantResource(restaurantId, 'pnl', 'entries'),
    settings: (signal?: AbortSignal) => call(pnl.settings, { params, signal }),
    saveSettings: (input: PnlSettingsInput) => call(pnl.saveSettings, { params, body: input }),
    saveCategory: (input: PnlCategoryInput, item: PnlCategory | null) =>
      item
        ? call(pnl.updateCategory, { params: { restaurantId, id: item.id }, body: input })
        : call(pnl.createCategory, { params, body: input }),
    deleteCategory: (id: string) => call(pnl.deleteCategory, { params: { restaurantId, id } }),
    statement: (month: string, signal?: AbortSignal) => call(pnl.statement, { params: ofMonth(month), signal }),
    sources: (month: string, line: string, signal?: AbortSignal) => call(pnl.sources, { params: { ...ofMonth(month), line }, signal }),
    forecast: (month: string, signal?: AbortSignal) => call(pnl.forecast, { params: ofMonth(month), signal }),
    entries: (month: string, signal?: AbortSignal) => call(pnl.entries, { params, query: { month }, signal }),
    saveEntry: (input: PnlEntryInput, item: PnlEntry | null) =>
      item ? call(pnl.updateEntry, { params: { restaurantId, id: item.id }, body: input }) : call(pnl.createEntry, { params, body: input }),
    deleteEntry: (id: string) => call(pnl.deleteEntry, { params: { restaurantId, id } }),
    attach: (id: string, file: File) => call(pnl.attach, { params: { restaurantId, id }, body: file }),
    downloadAttachment: (entry: PnlEntry) =>
      download(pnl.attachment, { params: { restaurantId, id: entry.id } }, entry.attachment_name ?? 'piece'),
    setBudget: (input: PnlBudgetInput) => call(pnl.setBudget, { params, body: input }),
    /** Whether the month may be closed (over, each day with sales has its Z), and why not. */
    closable: (month: string, signal?: AbortSignal) => call(pnl.closable, { params: ofMonth(month), signal }),
    close: (month: string) => call(pnl.close, { params: ofMonth(month) }),
    reopen: (month: string) => call(pnl.reopen, { params: ofMonth(month) }),
    exportPdf: (month: string) => openFile(pnl.export, { params: ofMonth(month), query: { format: 'pdf' } }, `pnl-${month}.pdf`),
    exportXlsx: (month: string) => download(pnl.export, { params: ofMonth(month), query: { format: 'xlsx' } }, `pnl-${month}.xlsx`),
    indicators: (q: PnlIndicatorsQuery, signal?: AbortSignal) => call(pnl.indicators, { params, query: q, signal }),
    dashboard: (signal?: AbortSignal) => call(pnl.dashboard, { params, signal }),
  };
};
export type PnlApi = ReturnType<typeof pnlResources>;

/** The network table (admin: every restaurant; franchisor: its marks' restaurants). */
export const pnlNetwork = {
  key: (q: PnlNetworkQuery) => ['pnl', 'network', q] as const,
  get: (q: PnlNetworkQuery, signal?: AbortSignal) => call(pnl.network, { query: q, signal }),
};
