import { getSession, hasValidToken } from './store';

/** The signed-in area's first calls (SPEC §3: the user, the enumeration lists), as the shell makes them. */
const SESSION_CALLS = ['auth/me', 'public/enumerations'];
/**
 * A page's first calls that need nothing but the session: `/` shows the platform's news above its content
 * (modules/intranet/PlatformNotice.tsx), which then appears with the page instead of after its own round trip.
 */
const PAGE_CALLS: Record<string, string[]> = { '/': ['intranet/notices'] };
/** An early response older than this is left alone: the shell fetches afresh. */
const FRESH_MS = 30_000;

/**
 * The response with its body read at once: a page outside the shell (the sign-in page with a valid token) never takes
 * it, and a body left unread keeps its request open (a connection held, the page never idle).
 */
const buffered = async (response: Response) => {
  const body = [204, 205, 304].includes(response.status) ? null : await response.arrayBuffer();
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
};

type Early = { token: string; at: number; response: Promise<Response | null> };
const started = new Map<string, Early>();

/**
 * With a stored session, the shell's first calls (and those of the page at `pathname`) start from the entry, beside
 * the download of the application's code, instead of once the shell has loaded and rendered (issue 24: a round trip less before the first screen on a phone).
 */
export const startSessionCalls = (pathname: string) => {
  if (!hasValidToken()) return;
  const token = getSession().token as string;
  for (const path of [...SESSION_CALLS, ...(PAGE_CALLS[pathname] ?? [])]) {
    const response = fetch(`/api/v1/${path}`, { headers: { accept: 'application/json', authorization: `Bearer ${token}` } })
      .then(buffered)
      .catch(() => null); // the shell's own call makes it again, and reports the failure
    started.set(path, { token, at: Date.now(), response });
  }
};

/** The response of `GET path` started early with this token, once; undefined when there is none to use. */
export const takeEarlyResponse = (path: string, token: string | null) => {
  const early = started.get(path);
  started.delete(path);
  if (!early || early.token !== token || Date.now() - early.at > FRESH_MS) return undefined;
  return early.response;
};
