import { type ApiErrorBody, GENERIC_ERROR_MESSAGE, type Page, type PageQuery } from '@fitfit/contracts';
import { takeEarlyResponse } from '../app/session/earlyCalls';
import { getSession, isExpired, session } from '../app/session/store';

/** A failed call: the server's French message passes through unchanged (SPEC §8). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;
interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** The session's token when it is no longer the store's (the sign-out, sent once the store is cleared). */
  token?: string;
}

const toSearch = (query?: Query) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
};

/** JSON calls to /api/v1 with the bearer token while unexpired (SPEC §7). */
export const request = async <T>(method: string, path: string, options: RequestOptions = {}): Promise<T> => {
  const stored = getSession();
  const token = options.token ?? stored.token;
  const headers: Record<string, string> = { accept: 'application/json' };
  const sendsToken = options.token !== undefined || (token !== null && !isExpired(stored.tokenExpiresAt));
  if (token && !sendsToken) {
    session.expire();
    throw new ApiError('Votre session a expiré', 401, 'unauthorized');
  }
  if (sendsToken) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    // a call the entry started ahead (app/session/earlyCalls.ts), else (none, or it failed) the call itself
    const early = method === 'GET' && !options.query && !options.signal && sendsToken ? takeEarlyResponse(path, token) : undefined;
    response =
      (await early) ??
      (await fetch(`/api/v1/${path.replace(/^\//, '')}${toSearch(options.query)}`, {
        method,
        headers,
        body,
        signal: options.signal,
      }));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(GENERIC_ERROR_MESSAGE, 0, 'network_error');
  }
  if (response.status === 401 && sendsToken && options.token === undefined) {
    // only the session that sent it expires: a call answered after a sign-out (or another sign-in) leaves the new state alone
    if (getSession().token === token) session.expire();
    throw new ApiError('Votre session a expiré', 401, 'unauthorized');
  }
  if (response.status === 204) return undefined as T;
  const payload = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (payload as ApiErrorBody | null)?.error;
    throw new ApiError(error?.message ?? GENERIC_ERROR_MESSAGE, response.status, error?.code ?? 'error', error?.fields);
  }
  return payload as T;
};

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, { body }),
  delete: <T = void>(path: string) => request<T>('DELETE', path),
  page: <T>(path: string, query: Partial<PageQuery> & Query, signal?: AbortSignal) => request<Page<T>>('GET', path, { query, signal }),
};

export const errorMessage = (error: unknown) => (error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE);
