/** The one boundary the web unit tests replace: `fetch`, answered by a handler standing for the API (unstubbed after each test by `setup.ts`). */
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  /** Path under /api/v1, without the query string. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}
/** What a handler answers: a Response as is, undefined as 204 No Content, anything else as a 200 JSON body. */
type Answer = Response | object | undefined;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** The API's error envelope (SPEC §8). */
export const refusal = (status: number, message: string, code = 'error', fields?: Record<string, string>) =>
  json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);

/** Replaces `fetch` by `handler`; the returned list holds every request, in order. */
export const fakeApi = (handler: (req: FakeRequest) => Answer | Promise<Answer>) => {
  const requests: FakeRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const headers = (init.headers ?? {}) as Record<string, string>;
    const raw = init.body;
    const body = typeof raw === 'string' && headers['content-type'] === 'application/json' ? JSON.parse(raw) : raw;
    const req: FakeRequest = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1\//, ''),
      query: Object.fromEntries(url.searchParams),
      headers,
      body,
    };
    requests.push(req);
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const answer = await handler(req);
    if (answer instanceof Response) return answer;
    return answer === undefined ? new Response(null, { status: 204 }) : json(answer);
  });
  return requests;
};

/** A page of the SPEC §3 envelope over `rows` (1-based `page`). */
export const pageOf = <T>(rows: T[], page: number, perPage: number) => ({
  data: rows.slice((page - 1) * perPage, page * perPage),
  current_page: page,
  per_page: perPage,
  total_entries: rows.length,
  total_pages: Math.ceil(rows.length / perPage),
});
