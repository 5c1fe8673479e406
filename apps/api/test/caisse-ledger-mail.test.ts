import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocumentsWorld, documentsWorld } from './ledger-documents-helpers';
import { pdfText } from './pdf-text';

const invoiceEvents = async (w: DocumentsWorld, ticketId: string) =>
  (
    await w.db.execute<{ details: { to: string; transport: string; duplicate: number } }>(
      sql`select details from caisse_ledger_events where restaurant_id = ${w.a} and ticket_id = ${ticketId} and kind = 'invoice_sent' order by id`,
    )
  ).rows.map((r) => r.details);

const expectInvoiceMail = async (mail: ParsedMail, to: string, ticketNumber: number) => {
  expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0].address : null).toBe(to);
  expect(mail.from?.value[0].address).toBe('no-reply@fitfit.example');
  expect(mail.subject).toContain(`Votre facture F-${ticketNumber}`);
  expect(mail.text).toContain('Veuillez trouver ci-joint la facture');
  expect(mail.text).toContain('49,00 €');
  expect(mail.attachments).toHaveLength(1);
  const [pdf] = mail.attachments;
  expect(pdf.filename).toBe(`facture-F-${ticketNumber}.pdf`);
  expect(pdf.contentType).toBe('application/pdf');
  const text = await pdfText(pdf.content);
  expect(text).toContain('FACTURE');
  expect(text).toContain(`N° F-${ticketNumber}`);
};

describe('"Envoyer la facture" without SMTP settings: .eml files in DATA_DIR/mail', () => {
  let w: DocumentsWorld;
  beforeAll(async () => {
    w = await documentsWorld();
  });
  afterAll(() => w.ctx.close());
  const emls = async () => {
    const dir = path.join(w.dataDir, 'mail');
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
    return names.map((n) => path.join(dir, n));
  };

  it("sends the A4 invoice to the ticket's customer, PDF attached, and journals it", async () => {
    const [t] = await w.sell(w.ticket(2));
    const res = await w.call('POST', `tickets/${t.id}/send-invoice`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ to: 'jeanne.martin@client.example', duplicate: 0 });
    const files = await emls();
    expect(files).toHaveLength(1);
    await expectInvoiceMail(await simpleParser(await readFile(files[0])), 'jeanne.martin@client.example', t.number);
    expect(await invoiceEvents(w, t.id)).toEqual([
      expect.objectContaining({ to: 'jeanne.martin@client.example', transport: 'file', duplicate: 0 }),
    ]);
  });

  it('sends to a typed address instead, as a duplicate once the invoice was printed', async () => {
    const [t] = await w.sell(w.ticket(2));
    expect((await w.call('GET', `tickets/${t.id}/invoice.pdf`)).headers['x-duplicate']).toBe('0');
    const res = await w.call('POST', `tickets/${t.id}/send-invoice`, { email: 'compta@entreprise.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ to: 'compta@entreprise.example', duplicate: 1 });
    const mail = await simpleParser(await readFile((await emls()).at(-1)!));
    await expectInvoiceMail(mail, 'compta@entreprise.example', t.number);
    expect(await pdfText(mail.attachments[0].content)).toContain('DUPLICATA n°1');
  });

  it('asks for an address when the ticket has no customer e-mail, and refuses a malformed one', async () => {
    const [t] = await w.sell(w.ticket(1, { customer_email: null, customer_name: null }));
    const before = (await emls()).length;
    const missing = await w.call('POST', `tickets/${t.id}/send-invoice`, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields.email).toBe('Le champ e-mail est obligatoire');
    expect((await w.call('POST', `tickets/${t.id}/send-invoice`, { email: 'pas-une-adresse' })).statusCode).toBe(400);
    expect((await emls()).length).toBe(before);
    expect(await invoiceEvents(w, t.id)).toEqual([]);
    expect((await w.call('POST', `tickets/${t.id}/send-invoice`, {}, w.tokens.restorerB)).statusCode).toBe(403);
  });
});

describe('"Envoyer la facture" through a real SMTP server', () => {
  const received: Promise<ParsedMail>[] = [];
  const envelopes: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refuse@')) return callback(Object.assign(new Error('Destinataire refusé'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      envelopes.push(session.envelope.rcptTo.map((r) => r.address));
      received.push(simpleParser(stream));
      stream.on('end', () => callback());
    },
  });
  let w: DocumentsWorld;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    w = await documentsWorld({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) });
  });
  afterAll(async () => {
    await w.ctx.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the message with its PDF to the SMTP server, and writes no .eml file', async () => {
    const [t] = await w.sell(w.ticket(2));
    const res = await w.call('POST', `tickets/${t.id}/send-invoice`, {});
    expect(res.statusCode).toBe(200);
    expect(envelopes).toEqual([['jeanne.martin@client.example']]);
    const mail = await received[0];
    await expectInvoiceMail(mail, 'jeanne.martin@client.example', t.number);
    expect(mail.messageId).toBe(res.json().message_id);
    expect(await readdir(path.join(w.dataDir, 'mail')).catch(() => [])).toEqual([]);
    expect(await invoiceEvents(w, t.id)).toEqual([expect.objectContaining({ transport: 'smtp' })]);
  });

  it('answers 502 in French when the server refuses the message, and journals no sending', async () => {
    const [t] = await w.sell(w.ticket(1));
    const res = await w.call('POST', `tickets/${t.id}/send-invoice`, { email: 'refuse@client.example' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe("L'envoi de l'e-mail a échoué, veuillez réessayer plus tard");
    expect(await invoiceEvents(w, t.id)).toEqual([]);
  });
});
