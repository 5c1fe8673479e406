import type { CurrentUser, Enumerations, KeyLabel, RestaurantSummary } from '@fitfit/contracts';
import { useSyncExternalStore } from 'react';

export type Scheme = 'light' | 'dark';

/** Session state of SPEC §3. */
export interface SessionState {
  token: string | null;
  tokenExpiresAt: string | null;
  currentUser: CurrentUser | null;
  currentRestaurant: RestaurantSummary | null;
  sourcesKeys: KeyLabel[];
  typesKeys: KeyLabel[];
  deliveryStatusesKeys: KeyLabel[];
  statusesKeys: KeyLabel[];
  nextPage: string | null;
  nextPageState: unknown;
  scheme: Scheme;
  /**
   * The franchisor's screens over the whole network (true) or over `currentRestaurant` only (false): with it, the
   * top-bar button, its picker and the screens' restaurant filter share one choice (issue 24).
   */
  wholeNetwork: boolean;
}

export const STORAGE_KEY = 'fitfit.session';
type Persisted = Pick<SessionState, 'token' | 'tokenExpiresAt' | 'currentRestaurant' | 'scheme' | 'wholeNetwork'>;

const empty: SessionState = {
  token: null,
  tokenExpiresAt: null,
  currentUser: null,
  currentRestaurant: null,
  sourcesKeys: [],
  typesKeys: [],
  deliveryStatusesKeys: [],
  statusesKeys: [],
  nextPage: null,
  nextPageState: null,
  scheme: 'light',
  wholeNetwork: true,
};

const readPersisted = (): Persisted => {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<Persisted>) : {};
    return {
      token: typeof parsed.token === 'string' ? parsed.token : null,
      tokenExpiresAt: typeof parsed.tokenExpiresAt === 'string' ? parsed.tokenExpiresAt : null,
      currentRestaurant: parsed.currentRestaurant ?? null,
      scheme: parsed.scheme === 'dark' ? 'dark' : 'light',
      wholeNetwork: parsed.wholeNetwork !== false,
    };
  } catch {
    return { token: null, tokenExpiresAt: null, currentRestaurant: null, scheme: 'light', wholeNetwork: true };
  }
};

export const isExpired = (expiresAt: string | null, now = Date.now()) => !expiresAt || new Date(expiresAt).getTime() <= now;

let state: SessionState = { ...empty, ...readPersisted() };
const listeners = new Set<() => void>();

const persist = () => {
  // Token, expiry, current restaurant and scheme persist (SPEC §3), and whether the franchisor's screens show the
  // whole network or that restaurant (the same choice, so it survives a reload with it).
  const persisted: Persisted = {
    token: state.token,
    tokenExpiresAt: state.tokenExpiresAt,
    currentRestaurant: state.currentRestaurant,
    scheme: state.scheme,
    wholeNetwork: state.wholeNetwork,
  };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(persisted));
};

const set = (patch: Partial<SessionState>, save = true) => {
  state = { ...state, ...patch };
  if (save) persist();
  for (const listener of listeners) listener();
};

export const getSession = () => state;
export const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export function useSession(): SessionState;
export function useSession<T>(select: (s: SessionState) => T): T;
export function useSession<T>(select?: (s: SessionState) => T) {
  return useSyncExternalStore(subscribe, () => (select ? select(state) : state));
}

/** Session actions of SPEC §4. */
export const session = {
  setLoginData: (data: { token: string; token_expires_at: string; user: CurrentUser }) =>
    set({
      token: data.token,
      tokenExpiresAt: data.token_expires_at,
      currentUser: data.user,
      currentRestaurant: data.user.restaurant,
      wholeNetwork: true,
    }),
  setCurrentUser: (user: CurrentUser) => set({ currentUser: user, currentRestaurant: user.restaurant }),
  setKeys: (e: Enumerations) =>
    set({ sourcesKeys: e.sources, typesKeys: e.types, deliveryStatusesKeys: e.delivery_statuses, statusesKeys: e.statuses }, false),
  setCurrentRestaurant: (restaurant: RestaurantSummary | null) => set({ currentRestaurant: restaurant }),
  setNextPage: (path: string, pageState: unknown = null) => set({ nextPage: path, nextPageState: pageState }, false),
  clearNextPage: () => set({ nextPage: null, nextPageState: null }, false),
  setScheme: (scheme: Scheme) => set({ scheme }),
  setWholeNetwork: (wholeNetwork: boolean) => set({ wholeNetwork }),
  logout: () => {
    set({ token: null, tokenExpiresAt: null, currentUser: null, currentRestaurant: null, wholeNetwork: true }, false);
    localStorage.removeItem(STORAGE_KEY);
    // Keep the chosen scheme across sessions on this browser.
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ scheme: state.scheme }));
  },
  /** Expired session: stored session removed and the page reloaded (SPEC §4, §8). */
  expire: () => {
    localStorage.removeItem(STORAGE_KEY);
    window.location.reload();
  },
};

export const hasValidToken = () => state.token !== null && !isExpired(state.tokenExpiresAt);

// Changes from another tab are synchronised (SPEC §3).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    const next = readPersisted();
    const signedOut = state.token !== null && next.token === null;
    const otherUser = next.token !== state.token;
    set({ ...next, ...(signedOut || otherUser ? { currentUser: null } : {}) }, false);
  });
}
