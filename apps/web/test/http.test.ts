import { type CurrentUser, GENERIC_ERROR_MESSAGE } from '@fitfit/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, STORAGE_KEY, session } from '../src/app/session/store';
import { ApiError, api, errorMessage, request } from '../src/lib/http';
import { fakeApi, json, refusal } from './fake-api';

const signIn = (expiresInMs = 3600_000) =>
  session.setLoginData({
    token: 'jeton',
    token_expires_at: new Date(Date.now() + expiresInMs).toISOString(),
    user: { restaurant: null } as unknown as CurrentUser,
  });

/** The ApiError a call rejects with (fails the test if it resolves). */
const failure = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => expect.fail('the call should have failed'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

beforeEach(() => session.logout());
afterEach(() => vi.useRealTimers());

describe('api calls', () => {
  it('sends the bearer token, JSON bodies, and a query without its empty values', async () => {
    signIn();
    const requests = fakeApi(() => ({ id: 'p1' }));
    expect(await api.post('/caisse/products', { name: 'Tartare' })).toEqual({ id: 'p1' });
    await api.get('caisse/products', { search: '', page: 2, archived: false, tag: null, sort: undefined });
    expect(requests[0]).toMatchObject({ method: 'POST', path: 'caisse/products', body: { name: 'Tartare' } });
    expect(requests[0].headers).toMatchObject({ authorization: 'Bearer jeton', 'content-type': 'application/json' });
    // false is a value; '', null and undefined are "no filter"
    expect(requests[1].query).toEqual({ page: '2', archived: 'false' });
    expect(requests[1].headers['content-type']).toBeUndefined();
  });

  it('sends no token when signed out, and a FormData body untouched (the browser sets its boundary)', async () => {
    const requests = fakeApi(() => ({}));
    const form = new FormData();
    form.set('file', new Blob(['x']), 'photo.png');
    await api.post('uploads', form);
    expect(requests[0].headers.authorization).toBeUndefined();
    expect(requests[0].headers['content-type']).toBeUndefined();
    expect(requests[0].body).toBe(form);
  });

  it('answers undefined for 204 No Content', async () => {
    fakeApi(() => new Response(null, { status: 204 }));
    expect(await api.delete('caisse/products/p1')).toBeUndefined();
  });

  it('passes the server’s French message, code and per-field messages through on a 400', async () => {
    fakeApi(() => refusal(400, 'Le champ nom est requis', 'validation_error', { name: 'Le champ nom est requis' }));
    const error = await failure(api.post('caisse/products', {}));
    expect(error).toMatchObject({ message: 'Le champ nom est requis', status: 400, code: 'validation_error' });
    expect(error.fields).toEqual({ name: 'Le champ nom est requis' });
    expect(errorMessage(error)).toBe('Le champ nom est requis');
  });

  it('passes a 403’s message through', async () => {
    fakeApi(() => refusal(403, "Vous n'avez pas accès à ce restaurant", 'forbidden'));
    const error = await failure(api.get('restaurants/r2/caisse/products'));
    expect(error).toMatchObject({ message: "Vous n'avez pas accès à ce restaurant", status: 403, code: 'forbidden', fields: {} });
  });

  it('says the generic French message on a 500 without an error body', async () => {
    fakeApi(() => new Response('<html>Bad gateway</html>', { status: 500 }));
    const error = await failure(api.get('caisse/products'));
    expect(error).toMatchObject({ message: GENERIC_ERROR_MESSAGE, status: 500, code: 'error' });
  });

  it('says the generic French message when the network fails, and lets an abort through as an abort', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(api.get('caisse/products'));
    expect(error).toMatchObject({ message: GENERIC_ERROR_MESSAGE, status: 0, code: 'network_error' });
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(GENERIC_ERROR_MESSAGE);

    fakeApi(() => ({}));
    const controller = new AbortController();
    controller.abort();
    await expect(api.get('caisse/products', undefined, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses to send an expired token: « Votre session a expiré », the stored session removed, nothing sent', async () => {
    signIn(-1000);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const requests = fakeApi(() => ({}));
    expect(localStorage.getItem(STORAGE_KEY)).toContain('jeton');
    const error = await failure(api.get('caisse/products'));
    expect(error).toMatchObject({ message: 'Votre session a expiré', status: 401 });
    expect(requests).toHaveLength(0);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('a 401 while signed in expires the session; a 401 while signed out (wrong password) is the server’s message', async () => {
    fakeApi(() => refusal(401, 'Identifiants invalides', 'unauthorized'));
    expect((await failure(request('POST', 'auth/login', { body: {} }))).message).toBe('Identifiants invalides');
    signIn();
    vi.stubGlobal('location', { ...window.location, reload: vi.fn() });
    expect((await failure(api.get('me'))).message).toBe('Votre session a expiré');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(getSession().token).toBe('jeton'); // the reload clears the memory; the storage is what counts
  });

  it('api.page sends the paging query and returns the envelope', async () => {
    const requests = fakeApi(() => json({ data: [], current_page: 3, per_page: 15, total_entries: 0, total_pages: 0 }));
    const page = await api.page('caisse/tickets', { page: 3, per_page: 15, order: 'asc', search: 'x' });
    expect(page.current_page).toBe(3);
    expect(requests[0].query).toEqual({ page: '3', per_page: '15', order: 'asc', search: 'x' });
  });
});
