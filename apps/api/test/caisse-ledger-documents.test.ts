import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocumentsWorld, documentsWorld } from './ledger-documents-helpers';
import { pdfText } from './pdf-text';

let w: DocumentsWorld;
beforeAll(async () => {
  w = await documentsWorld();
});
afterAll(() => w.ctx.close());

const reprintEvents = async (ticketId: string) =>
  (
    await w.db.execute<{ details: { duplicate: number; format: string } }>(
      sql`select details from caisse_ledger_events where restaurant_id = ${w.a} and ticket_id = ${ticketId} and kind = 'reprint' order by id`,
    )
  ).rows.map((r) => r.details);

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;

describe('ticket documents (receipt 80 mm, A4 invoice)', () => {
  it('prints a short ticket’s A4 invoice on one page, even when the footer’s mentions take two lines', async () => {
    const [t] = await w.sell(w.ticket(2));
    const { rows } = await w.db.execute<{ legal_name: string | null }>(sql`select legal_name from restaurants where id = ${w.a}`);
    // a long legal name: the footer (name, SIRET, NAF, VAT number, ticket fingerprint) wraps to a second line
    await w.db.execute(
      sql`update restaurants set legal_name = 'Société des Brasseries Parisiennes des Grands Boulevards et du Faubourg Saint-Honoré SAS' where id = ${w.a}`,
    );
    try {
      const invoice = await w.call('GET', `tickets/${t.id}/invoice.pdf`);
      expect(invoice.statusCode).toBe(200);
      expect(pageCount(invoice.rawPayload)).toBe(1);
      expect(await pdfText(invoice.rawPayload)).toContain('Empreinte du ticket');
    } finally {
      await w.db.execute(sql`update restaurants set legal_name = ${rows[0].legal_name} where id = ${w.a}`);
    }
  });

  it('prints the original with the legal mentions, then every print is a journaled "DUPLICATA n°k"', async () => {
    const [t] = await w.sell(w.ticket(2));
    const first = await w.call('GET', `tickets/${t.id}/receipt.pdf`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toContain(`ticket-${t.number}.pdf`);
    expect(first.headers['x-duplicate']).toBe('0');
    const receipt = await pdfText(first.rawPayload);
    for (const mention of [
      'SAS Bistro Test',
      '12 rue de Rivoli',
      '75001 Paris',
      'SIRET 12345678900012',
      'NAF 5610A',
      'TVA intracom. FR12123456789',
      `Ticket n°${t.number}`,
      '2 × Entrecôte frites',
      '10 %',
      '44,55 €', // HT of 49,00 € at 10 %
      '4,45 €',
      '49,00 €',
      'Total TTC',
      'Carte bancaire',
    ]) {
      expect(receipt).toContain(mention);
    }
    expect(receipt).not.toContain('DUPLICATA');

    const invoice = await w.call('GET', `tickets/${t.id}/invoice.pdf`);
    expect(invoice.headers['x-duplicate']).toBe('1');
    expect(invoice.headers['content-disposition']).toContain(`facture-F-${t.number}.pdf`);
    const text = await pdfText(invoice.rawPayload);
    for (const mention of [
      'FACTURE',
      `N° F-${t.number}`,
      'DUPLICATA n°1',
      'Jeanne Martin',
      'SIRET 12345678900012',
      'NAF 5610A',
      'Total HT',
      'Total TVA',
    ]) {
      expect(text).toContain(mention);
    }
    const again = await pdfText((await w.call('GET', `tickets/${t.id}/receipt.pdf`)).rawPayload);
    expect(again).toContain('DUPLICATA n°2');

    const reprints = await w.db.execute<{ number: number; format: string }>(
      sql`select number, format from caisse_ticket_reprints where restaurant_id = ${w.a} and ticket_id = ${t.id} order by number`,
    );
    expect(reprints.rows).toEqual([
      { number: 1, format: 'invoice' },
      { number: 2, format: 'receipt' },
    ]);
    expect((await reprintEvents(t.id)).map((d) => [d.duplicate, d.format])).toEqual([
      [0, 'receipt'],
      [1, 'invoice'],
      [2, 'receipt'],
    ]);
  });

  it('numbers simultaneous prints one after the other, never twice the same k', async () => {
    const [t] = await w.sell(w.ticket(1));
    const answers = await Promise.all(Array.from({ length: 5 }, () => w.call('GET', `tickets/${t.id}/invoice.pdf`)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((r) => Number(r.headers['x-duplicate'])).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses other restaurants: unknown ticket 404, a foreign restaurant 403', async () => {
    const [t] = await w.sell(w.ticket(1));
    expect((await w.call('GET', `tickets/${randomUUID()}/receipt.pdf`)).statusCode).toBe(404);
    // A's ticket asked through B's restaurant by B's restorer: not found there
    expect((await w.call('GET', `tickets/${t.id}/invoice.pdf`, undefined, w.tokens.restorerB, w.b)).statusCode).toBe(404);
    expect((await w.call('GET', `tickets/${t.id}/invoice.pdf`, undefined, w.tokens.restorerB)).statusCode).toBe(403);
    expect((await reprintEvents(t.id)).length).toBe(0);
  });
});
