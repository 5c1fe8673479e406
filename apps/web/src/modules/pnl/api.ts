import type {
  PnlBudgetInput,
  PnlDashboard,
  PnlEntry,
  PnlForecast,
  PnlIndicators,
  PnlIndicatorsQuery,
  PnlMonthClosable,
  PnlNetwork,
  PnlNetworkQuery,
  PnlSettings,
  PnlSettingsInput,
  PnlSources,
  PnlStatement,
} from '@fitfit/contracts';
import { downloadFile, openPdf } from '../../lib/files';
import { api } from '../../lib/http';
import { restaurantResource } from '../../lib/resource';

/** The PNL calls of a restaurant (`restaurants/<id>/pnl/…`) and their cache keys (all under `['pnl', id]`). */
export const pnlResources = (restaurantId: string) => {
  const base = `restaurants/${restaurantId}/pnl`;
  const all = ['pnl', restaurantId] as const;
  return {
    base,
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
    categories: restaurantResource(restaurantId, 'pnl', 'categories'),
    entriesResource: restaurantResource(restaurantId, 'pnl', 'entries'),
    settings: (signal?: AbortSignal) => api.get<PnlSettings>(`${base}/settings`, undefined, signal),
    saveSettings: (input: PnlSettingsInput) => api.put<PnlSettings>(`${base}/settings`, input),
    statement: (month: string, signal?: AbortSignal) => api.get<PnlStatement>(`${base}/months/${month}`, undefined, signal),
    sources: (month: string, line: string, signal?: AbortSignal) =>
      api.get<PnlSources>(`${base}/months/${month}/lines/${encodeURIComponent(line)}`, undefined, signal),
    forecast: (month: string, signal?: AbortSignal) => api.get<PnlForecast>(`${base}/months/${month}/forecast`, undefined, signal),
    entries: (month: string, signal?: AbortSignal) => api.get<PnlEntry[]>(`${base}/entries`, { month }, signal),
    deleteEntry: (id: string) => api.delete(`${base}/entries/${id}`),
    attach: (id: string, file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.put<PnlEntry>(`${base}/entries/${id}/attachment`, body);
    },
    downloadAttachment: (entry: PnlEntry) => downloadFile(`${base}/entries/${entry.id}/attachment`, entry.attachment_name ?? 'piece'),
    setBudget: (input: PnlBudgetInput) => api.put<void>(`${base}/budgets`, input),
    /** Whether the month may be closed (over, each day with sales has its Z), and why not. */
    closable: (month: string, signal?: AbortSignal) => api.get<PnlMonthClosable>(`${base}/months/${month}/closable`, undefined, signal),
    close: (month: string) => api.post<PnlStatement>(`${base}/months/${month}/close`),
    reopen: (month: string) => api.delete<PnlStatement>(`${base}/months/${month}/close`),
    exportPdf: (month: string) => openPdf(`${base}/months/${month}/export`, `pnl-${month}.pdf`, { format: 'pdf' }),
    exportXlsx: (month: string) => downloadFile(`${base}/months/${month}/export`, `pnl-${month}.xlsx`, { format: 'xlsx' }),
    indicators: (q: PnlIndicatorsQuery, signal?: AbortSignal) => api.get<PnlIndicators>(`${base}/indicators`, q, signal),
    dashboard: (signal?: AbortSignal) => api.get<PnlDashboard>(`${base}/dashboard`, undefined, signal),
  };
};
export type PnlApi = ReturnType<typeof pnlResources>;

/** The network table (admin: every restaurant; franchisor: its marks' restaurants). */
export const pnlNetwork = {
  key: (q: PnlNetworkQuery) => ['pnl', 'network', q] as const,
  get: (q: PnlNetworkQuery, signal?: AbortSignal) => api.get<PnlNetwork>('pnl/network', q, signal),
};
