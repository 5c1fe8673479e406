import { type CurrentUser, endpoint, fileAnswer, fileUpload, noContent, pnlEndpoints } from '@fitfit/contracts';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { session } from '../src/app/session/store';
import { call, download, pathOf } from '../src/lib/api-client';
import { ApiError } from '../src/lib/http';
import { fakeApi, refusal } from './fake-api';

const restaurantId = '0190a0b0-0000-7000-8000-000000000001';
const thing = z.object({ id: z.string(), amount_cents: z.number() });
const things = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/restaurants/:restaurantId/things',
    params: z.object({ restaurantId: z.uuid() }),
    query: z.object({ page: z.coerce.number().default(1), search: z.string().optional() }),
    response: z.array(thing),
    summary: 'Les choses',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/v1/restaurants/:restaurantId/things',
    params: z.object({ restaurantId: z.uuid() }),
    body: z.object({ amount_cents: z.number() }),
    response: thing,
    status: 201,
    summary: 'Ajouter une chose',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/v1/restaurants/:restaurantId/things/:id',
    params: z.object({ restaurantId: z.uuid(), id: z.string() }),
    response: noContent,
    summary: 'Supprimer une chose',
  }),
  photo: endpoint({
    method: 'PUT',
    path: '/api/v1/things/:id/photo',
    params: z.object({ id: z.string() }),
    body: fileUpload,
    response: thing,
    summary: 'Sa photo',
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/v1/things/:id/file',
    params: z.object({ id: z.string() }),
    query: z.object({ format: z.enum(['pdf', 'xlsx']) }),
    response: fileAnswer('application/pdf'),
    summary: 'Son fichier',
  }),
};

beforeEach(() =>
  session.setLoginData({
    token: 'jeton',
    token_expires_at: new Date(Date.now() + 3600_000).toISOString(),
    user: { restaurant: null } as unknown as CurrentUser,
  }),
);
afterEach(() => vi.restoreAllMocks());

describe('the typed client', () => {
  it('fills the path from the params (encoded), sends the query and the JSON body with the token', async () => {
    const requests = fakeApi((req) => (req.method === 'GET' ? [{ id: 't1', amount_cents: 250 }] : { id: 't2', amount_cents: 100 }));
    const list = await call(things.list, { params: { restaurantId }, query: { page: 2, search: 'a b' } });
    const created = await call(things.create, { params: { restaurantId }, body: { amount_cents: 100 } });
    expect(list).toEqual([{ id: 't1', amount_cents: 250 }]);
    expect(created.id).toBe('t2');
    expect(requests[0]).toMatchObject({ method: 'GET', path: `restaurants/${restaurantId}/things`, query: { page: '2', search: 'a b' } });
    expect(requests[1]).toMatchObject({ method: 'POST', body: { amount_cents: 100 } });
    expect(requests[1].headers.authorization).toBe('Bearer jeton');
    expect(pathOf(things.remove, { restaurantId, id: 'a/b?c' })).toBe(`restaurants/${restaurantId}/things/a%2Fb%3Fc`);
  });

  it('types the answer from the descriptor: a page cannot choose it', () => {
    // compiled, never run: the checks are the compiler's
    const calls = () => {
      expectTypeOf(call(things.list, { params: { restaurantId } })).resolves.toEqualTypeOf<{ id: string; amount_cents: number }[]>();
      expectTypeOf(call(things.remove, { params: { restaurantId, id: 'x' } })).resolves.toEqualTypeOf<undefined>();
      expectTypeOf(call(pnlEndpoints.statement, { params: { restaurantId, month: '2026-01' } })).resolves.toHaveProperty('lines');
      // @ts-expect-error a missing path parameter does not compile
      void call(things.remove, { params: { restaurantId } });
      // @ts-expect-error nor does a body of the wrong shape
      void call(things.create, { params: { restaurantId }, body: { amount_cents: '1' } });
      // @ts-expect-error a file endpoint is downloaded, not called
      void call(things.file, { params: { id: 'x' }, query: { format: 'pdf' } });
    };
    expect(calls).toBeTypeOf('function');
    // and at run time, a missing parameter is said before any request
    expect(() => pathOf(things.remove, { restaurantId })).toThrow('paramètre id manquant');
  });

  it('answers undefined for a 204, sends an upload as the multipart field file, and passes the French refusal through', async () => {
    const requests = fakeApi((req) =>
      req.method === 'DELETE' ? undefined : refusal(415, 'Format non pris en charge : joignez un PDF, une image JPEG ou PNG'),
    );
    expect(await call(things.remove, { params: { restaurantId, id: 't1' } })).toBeUndefined();
    const file = new File(['x'], 'recu.txt', { type: 'text/plain' });
    const error = await call(things.photo, { params: { id: 't1' }, body: file }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Format non pris en charge : joignez un PDF, une image JPEG ou PNG');
    const sent = requests[1].body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('file') as File).name).toBe('recu.txt');
  });

  it('downloads a file endpoint with its params and query', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:fichier');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const requests = fakeApi(() => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }));
    await download(things.file, { params: { id: 't1' }, query: { format: 'pdf' } }, 'chose.pdf');
    expect(requests[0]).toMatchObject({ method: 'GET', path: 'things/t1/file', query: { format: 'pdf' } });
    expect(clicked).toEqual(['chose.pdf']);
  });
});
