import type { CurrentUser } from '@fitfit/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../src/app/session/store';
import { downloadFile, openPdf } from '../src/lib/files';
import { ApiError } from '../src/lib/http';
import { fakeApi, refusal } from './fake-api';

const pdf = () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf', 'x-document-number': 'F-0042' } });

/** The browser's side of a download: the object URLs made and the links clicked (jsdom has neither). */
let clicked: { href: string; download: string }[];
beforeEach(() => {
  session.setLoginData({
    token: 'jeton',
    token_expires_at: new Date(Date.now() + 3600_000).toISOString(),
    user: { restaurant: null } as unknown as CurrentUser,
  });
  clicked = [];
  URL.createObjectURL = vi.fn(() => 'blob:fichier');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('downloadFile', () => {
  it('fetches with the token and the query (empty values left out), saves under the name, returns the headers', async () => {
    const requests = fakeApi(() => pdf());
    const headers = await downloadFile('caisse/closings/export', 'clotures.xlsx', { from: '2026-01-01', to: '', page: 2 });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'GET', path: 'caisse/closings/export', query: { from: '2026-01-01', page: '2' } });
    expect(requests[0].headers.authorization).toBe('Bearer jeton');
    expect(clicked).toEqual([{ href: 'blob:fichier', download: 'clotures.xlsx' }]);
    expect(headers.get('x-document-number')).toBe('F-0042');
  });

  it('POSTs a JSON body when given one', async () => {
    const requests = fakeApi(() => pdf());
    await downloadFile('caisse/tickets/export', 'tickets.csv', undefined, { method: 'POST', body: { ids: ['t1'] } });
    expect(requests[0]).toMatchObject({ method: 'POST', body: { ids: ['t1'] } });
    expect(requests[0].headers['content-type']).toBe('application/json');
  });

  it('a refusal throws the server’s French message and saves nothing; without a message, « Impossible de générer le fichier »', async () => {
    fakeApi(() => refusal(422, 'Aucune clôture sur cette période', 'empty'));
    const error = await downloadFile('caisse/closings/export', 'x.xlsx').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Aucune clôture sur cette période', status: 422, code: 'empty' });
    fakeApi(() => new Response('boom', { status: 500 }));
    await expect(downloadFile('caisse/closings/export', 'x.xlsx')).rejects.toMatchObject({
      message: 'Impossible de générer le fichier',
      status: 500,
    });
    expect(clicked).toEqual([]);
  });
});

describe('openPdf', () => {
  it('opens the tab before the fetch (the click still counts) and shows the PDF in it', async () => {
    const order: string[] = [];
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => {
        order.push('open');
        return tab;
      }),
    );
    fakeApi(() => {
      order.push('fetch');
      return pdf();
    });
    const headers = await openPdf('admin/invoices/i1/pdf', 'facture.pdf');
    expect(order).toEqual(['open', 'fetch']);
    expect(tab.location.href).toBe('blob:fichier');
    expect(clicked).toEqual([]);
    expect(headers.get('x-document-number')).toBe('F-0042');
  });

  it('downloads instead when the browser blocks the tab', async () => {
    vi.stubGlobal('open', () => null);
    fakeApi(() => pdf());
    await openPdf('admin/invoices/i1/pdf', 'facture.pdf');
    expect(clicked).toEqual([{ href: 'blob:fichier', download: 'facture.pdf' }]);
  });

  it('closes the empty tab when the server refuses, and throws its message', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal('open', () => tab);
    fakeApi(() => refusal(404, 'Facture introuvable', 'not_found'));
    await expect(openPdf('admin/invoices/i9/pdf', 'facture.pdf')).rejects.toMatchObject({ message: 'Facture introuvable', status: 404 });
    expect(tab.close).toHaveBeenCalledTimes(1);
    expect(tab.location.href).toBe('');
  });
});
