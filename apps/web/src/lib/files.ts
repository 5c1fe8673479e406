import { getSession } from '../app/session/store';
import { ApiError } from './http';

type Query = Record<string, string | number | undefined>;

/** A file of the API (PDF, CSV, XLSX, zip): it needs the bearer token, so it is fetched, not linked. */
const fetchFile = async (path: string, query: Query = {}, init: { method?: string; body?: unknown } = {}) => {
  const { token } = getSession();
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const search = params.toString();
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`/api/v1/${path}${search ? `?${search}` : ''}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    throw new ApiError(body?.error?.message ?? 'Impossible de générer le fichier', res.status, body?.error?.code ?? 'file');
  }
  return { blob: await res.blob(), headers: res.headers };
};

const saveBlob = (blob: Blob, filename: string) => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/** Downloads a file of the API under `filename`. */
export const downloadFile = async (path: string, filename: string, query?: Query, init?: { method?: string; body?: unknown }) => {
  const { blob, headers } = await fetchFile(path, query, init);
  saveBlob(blob, filename);
  return headers;
};

/**
 * Opens a PDF of the API in a new tab, or downloads it when the browser blocks the tab; returns the
 * answer's headers. The tab is opened before the fetch, while the click still counts as a user gesture.
 */
export const openPdf = async (path: string, filename: string, query?: Query, init?: { method?: string; body?: unknown }) => {
  const tab = window.open('', '_blank');
  let file: Awaited<ReturnType<typeof fetchFile>>;
  try {
    file = await fetchFile(path, query, init);
  } catch (error) {
    tab?.close();
    throw error;
  }
  if (!tab) saveBlob(file.blob, filename);
  else {
    const url = URL.createObjectURL(file.blob);
    tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
  return file.headers;
};
