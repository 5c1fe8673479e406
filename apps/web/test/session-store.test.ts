import type { CurrentUser } from '@fitfit/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSession, isExpired, STORAGE_KEY, session } from '../src/app/session/store';

const user: CurrentUser = {
  id: '00000000-0000-4000-8000-000000000001',
  first_name: 'Julien',
  last_name: 'Moreau',
  email: 'j@example.fr',
  role: 'restorer',
  affiliate_code: null,
  restaurant: {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Bistro',
    mark_id: null,
    mark_name: null,
    city: 'Paris',
    timezone: 'Europe/Paris',
    day_change_hour: 5,
    currency: 'EUR',
    registration_completed: true,
    access: 'owner',
  },
  current_fitfit_module_restaurants: [],
  totp_setup_required: false,
};
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');

describe('session store', () => {
  beforeEach(() => session.logout());

  it('persists only token, expiry, current restaurant, scheme and the franchisor network choice', () => {
    const expires = new Date(Date.now() + 3600_000).toISOString();
    session.setLoginData({ token: 'abc', token_expires_at: expires, user });
    session.setNextPage('/caisse/tickets', { from: 'x' });
    session.setScheme('dark');
    expect(Object.keys(stored()).sort()).toEqual(['currentRestaurant', 'scheme', 'token', 'tokenExpiresAt', 'wholeNetwork']);
    expect(stored().token).toBe('abc');
    expect(stored().currentRestaurant.name).toBe('Bistro');
    expect(getSession().currentUser?.email).toBe('j@example.fr');
    expect(getSession().nextPage).toBe('/caisse/tickets');
  });

  it('logout clears token, expiry, user and restaurant and keeps the scheme', () => {
    session.setLoginData({ token: 'abc', token_expires_at: new Date(Date.now() + 1000).toISOString(), user });
    session.setScheme('dark');
    session.logout();
    const s = getSession();
    expect([s.token, s.tokenExpiresAt, s.currentUser, s.currentRestaurant]).toEqual([null, null, null, null]);
    expect(stored()).toEqual({ scheme: 'dark' });
  });

  it('syncs a logout made in another tab', () => {
    session.setLoginData({ token: 'abc', token_expires_at: new Date(Date.now() + 60_000).toISOString(), user });
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ scheme: 'light' }));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
    expect(getSession().token).toBeNull();
    expect(getSession().currentUser).toBeNull();
  });

  it('keeps the franchisor network choice until the next login', () => {
    session.setLoginData({ token: 'abc', token_expires_at: new Date(Date.now() + 60_000).toISOString(), user });
    expect(getSession().wholeNetwork).toBe(true);
    session.setWholeNetwork(false);
    expect(stored().wholeNetwork).toBe(false);
    session.setLoginData({ token: 'def', token_expires_at: new Date(Date.now() + 60_000).toISOString(), user });
    expect(getSession().wholeNetwork).toBe(true);
  });

  it('treats a past or missing expiry as expired', () => {
    expect(isExpired(null)).toBe(true);
    expect(isExpired(new Date(Date.now() - 1).toISOString())).toBe(true);
    expect(isExpired(new Date(Date.now() + 60_000).toISOString())).toBe(false);
  });
});
