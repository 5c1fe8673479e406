import {
  type ApiErrorBody,
  type EndpointAnswer,
  type EndpointBodyInput,
  type EndpointParamsInput,
  type EndpointQueryInput,
  type EndpointSpec,
  type FileUpload,
  GENERIC_ERROR_MESSAGE,
  isFileUpload,
} from '@fitfit/contracts';
import { getSession } from '../app/session/store';
import { downloadFile, openPdf } from './files';
import { ApiError, request } from './http';

/**
 * The typed client of the API's endpoint descriptors (packages/contracts/src/endpoints): the path is built from the
 * descriptor and its params, and the answer's type is the descriptor's — a page never chooses it. Built on
 * `lib/http.ts` (bearer token, expired session, failures as `ApiError` with the server's French message).
 */

/** A part of the call's arguments: absent when the descriptor has none, optional when every key of it may be left out. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : // biome-ignore lint/complexity/noBannedTypes: `{}` is what a part with no required key accepts
    {} extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export type CallArgs<E extends EndpointSpec> = Part<'params', EndpointParamsInput<E>> &
  Part<'query', EndpointQueryInput<E>> &
  Part<'body', EndpointBodyInput<E>> & {
    signal?: AbortSignal;
    /** The session's token when it is no longer the store's (the sign-out, sent once the store is cleared). */
    token?: string;
  };

/** The arguments may be left out when nothing in them is required (a GET without params). */
type ArgsList<E extends EndpointSpec> =
  // biome-ignore lint/complexity/noBannedTypes: as above
  {} extends CallArgs<E> ? [args?: CallArgs<E>] : [args: CallArgs<E>];

type JsonEndpoint = EndpointSpec & { response: Exclude<EndpointSpec['response'], { kind: 'file' }> };
type FileEndpoint = EndpointSpec & { response: { kind: 'file' } };
type Query = Record<string, string | number | boolean | undefined | null>;

/** The descriptor's path under /api/v1 with its `:name` parameters filled in (encoded), as `lib/http.ts` takes it. */
export const pathOf = (e: EndpointSpec, params: Record<string, unknown> = {}) =>
  e.path.replace(/^\/api\/v1\//, '').replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${e.method} ${e.path}: paramètre ${name} manquant`);
    return encodeURIComponent(String(value));
  });

/** Calls a JSON (or 204) endpoint: `call(pnlEndpoints.statement, { params: { restaurantId, month }, signal })`. */
export const call = <E extends JsonEndpoint>(e: E, ...[args]: ArgsList<E>): Promise<EndpointAnswer<E>> => {
  const a = (args ?? {}) as { params?: Record<string, unknown>; query?: Query; body?: unknown; signal?: AbortSignal; token?: string };
  let body = a.body;
  if (isFileUpload(e.body) && body instanceof Blob) {
    body = new FormData();
    (body as FormData).append('file', a.body as Blob);
  }
  return request<EndpointAnswer<E>>(e.method, pathOf(e, a.params), { query: a.query, body, signal: a.signal, token: a.token });
};

type FileArgs<E extends EndpointSpec> = Part<'params', EndpointParamsInput<E>> & Part<'query', EndpointQueryInput<E>>;

/** Downloads a file endpoint's answer under `filename`. */
export const download = <E extends FileEndpoint>(e: E, args: FileArgs<E>, filename: string) => {
  const a = args as { params?: Record<string, unknown>; query?: Record<string, string | number | undefined> };
  return downloadFile(pathOf(e, a.params), filename, a.query);
};

/** Opens a PDF endpoint's answer in a new tab (downloads it when the browser blocks the tab). */
export const openFile = <E extends FileEndpoint>(e: E, args: FileArgs<E>, filename: string) => {
  const a = args as { params?: Record<string, unknown>; query?: Record<string, string | number | undefined> };
  return openPdf(pathOf(e, a.params), filename, a.query);
};

type UploadEndpoint = JsonEndpoint & { body: FileUpload };

/**
 * Sends an upload endpoint's file with its progress (0 to 1): fetch cannot report an upload's progress,
 * XMLHttpRequest can. The server's French refusal comes back as an ApiError, like every other call.
 */
export const upload = <E extends UploadEndpoint>(
  e: E,
  args: Part<'params', EndpointParamsInput<E>> & { body: File },
  onProgress: (fraction: number) => void,
) =>
  new Promise<EndpointAnswer<E>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(e.method, `/api/v1/${pathOf(e, (args as { params?: Record<string, unknown> }).params)}`);
    xhr.setRequestHeader('accept', 'application/json');
    const { token } = getSession();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onerror = () => reject(new ApiError(GENERIC_ERROR_MESSAGE, 0, 'network_error'));
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        // a proxy's HTML error page: the generic message below
      }
      if (xhr.status === (e.status ?? 200)) return resolve(payload as EndpointAnswer<E>);
      const error = (payload as ApiErrorBody | null)?.error;
      reject(new ApiError(error?.message ?? GENERIC_ERROR_MESSAGE, xhr.status, error?.code ?? 'error', error?.fields));
    };
    const body = new FormData();
    body.append('file', args.body);
    xhr.send(body);
  });
