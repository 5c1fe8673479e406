import type { CurrentUser } from '@fitfit/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSessionCalls } from '../src/app/session/earlyCalls';
import { session } from '../src/app/session/store';
import { platformNotices } from '../src/modules/intranet/api';
import { fakeApi } from './fake-api';

const signIn = () =>
  session.setLoginData({
    token: 'jeton',
    token_expires_at: new Date(Date.now() + 3600_000).toISOString(),
    user: { restaurant: null } as unknown as CurrentUser,
  });

beforeEach(() => session.logout());

describe('the first calls started from the entry (app/session/earlyCalls.ts)', () => {
  it('on `/`, fetches the platform’s news with the session’s calls, and the notice takes that answer', async () => {
    signIn();
    const requests = fakeApi((req) => (req.path === 'intranet/notices' ? [{ id: 'n1', title: 'Nouveauté', body_html: '<p>x</p>' }] : {}));
    startSessionCalls('/');
    expect(requests.map((r) => r.path)).toEqual(['auth/me', 'public/enumerations', 'intranet/notices']);
    expect(requests[2].headers.authorization).toBe('Bearer jeton');
    expect(await platformNotices()).toEqual([{ id: 'n1', title: 'Nouveauté', body_html: '<p>x</p>' }]);
    expect(requests).toHaveLength(3); // answered by the early call, not a second request
    await platformNotices();
    expect(requests).toHaveLength(4); // taken once
  });

  it('elsewhere, only the session’s calls; signed out, none', async () => {
    signIn();
    const requests = fakeApi(() => ({}));
    startSessionCalls('/caisse/dashboard');
    expect(requests.map((r) => r.path)).toEqual(['auth/me', 'public/enumerations']);
    session.logout();
    startSessionCalls('/');
    expect(requests).toHaveLength(2);
  });
});
