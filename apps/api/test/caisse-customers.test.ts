import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LedgerWorld, ledgerWorld } from './caisse-ledger-world';
import { pdfText } from './pdf-text';

let w: LedgerWorld;
beforeAll(async () => {
  w = await ledgerWorld();
});
afterAll(() => w.ctx.close());

const create = async (body: Record<string, unknown>, token = w.tokens.restorer, restaurantId = w.a) => {
  const res = await w.call('POST', 'customers', body, token, restaurantId);
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
};
const terminal = (method: 'GET' | 'POST', query: string, payload?: object, key = w.keys.a, restaurantId = w.a) =>
  w.ctx.app.inject({
    method,
    url: `/api/v1/restaurants/${restaurantId}/caisse/terminal/customers${query}`,
    headers: { 'x-device-key': key },
    ...(payload ? { payload } : {}),
  });
/** A ticket sent by A's terminal naming the customer, as a till would after looking it up. */
const sell = async (customer: { id: string; display_name: string; email: string | null }, qty = 1) => {
  const res = await w.device(
    w.ticket({ qty, customer_id: customer.id, customer_name: customer.display_name, customer_email: customer.email }),
  );
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().ticket;
};

describe('caisse customers: form rules', () => {
  it('creates a customer, normalising the phone and the VAT number, and reads it back', async () => {
    const c = await create({
      first_name: 'Jeanne',
      last_name: 'Durand',
      email: 'Jeanne.Durand@Exemple.fr',
      phone: '+33 6 12 34 56 78',
      birthday: '1985-04-12',
      company: 'Cabinet Durand',
      vat_number: 'fr 40 303265045',
      postal_code: '75009',
      marketing_consent: true,
    });
    expect(c).toMatchObject({
      display_name: 'Jeanne Durand',
      email: 'jeanne.durand@exemple.fr',
      phone: '06 12 34 56 78',
      vat_number: 'FR40303265045',
      orders_count: 0,
      last_visit_at: null,
      anonymised_at: null,
      loyalty_points: 0,
    });
    expect((await w.call('GET', `customers/${c.id}`)).json().company).toBe('Cabinet Durand');
    const updated = await w.call('PUT', `customers/${c.id}`, { last_name: 'Durand-Petit', phone: '0712345678' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ display_name: 'Durand-Petit', phone: '07 12 34 56 78', email: null, company: null });
  });

  it('refuses a wrong e-mail, phone, VAT number, postal code or birthday with French messages, and a VAT number without company', async () => {
    const res = await w.call('POST', 'customers', {
      last_name: 'Martin',
      email: 'martin@',
      phone: '12345',
      vat_number: 'FR00303265045',
      postal_code: '7500',
      birthday: '2999-01-01',
      company: 'Martin SA',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      email: 'Le champ e-mail doit être une adresse e-mail valide',
      phone: 'Le téléphone doit être un numéro français (06 12 34 56 78 ou +33 6 12 34 56 78)',
      vat_number: 'Le numéro de TVA doit être de la forme FR + 2 caractères + SIREN (9 chiffres)',
      postal_code: 'Le code postal doit contenir 5 chiffres',
      birthday: "La date d'anniversaire ne peut pas être dans le futur",
    });
    const noCompany = await w.call('POST', 'customers', { last_name: 'Martin', vat_number: 'FR40303265045' });
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().error.fields).toEqual({ company: 'Un numéro de TVA se donne avec le nom de la société' });
    const noName = await w.call('POST', 'customers', { first_name: 'Paul' });
    expect(noName.json().error.fields.last_name).toBe('Le champ nom est obligatoire');
  });

  it('refuses a second customer with the same e-mail in the restaurant (409), but another restaurant may have it', async () => {
    await create({ last_name: 'Unique', email: 'unique@exemple.fr' });
    const dup = await w.call('POST', 'customers', { last_name: 'Autre', email: 'UNIQUE@exemple.fr' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({
      message: 'Un client de ce restaurant a déjà cette adresse e-mail',
      fields: { email: 'Un client de ce restaurant a déjà cette adresse e-mail' },
    });
    await create({ last_name: 'Ailleurs', email: 'unique@exemple.fr' }, w.tokens.restorerB, w.b);
  });
});

describe('caisse customers: list', () => {
  it('searches by name, e-mail, phone (with or without spaces) and company, and filters', async () => {
    const month = String(new Date().getMonth() + 1).padStart(2, '0');
    const other = String(((new Date().getMonth() + 6) % 12) + 1).padStart(2, '0');
    const a = await create({
      first_name: 'Lucien',
      last_name: 'Zola',
      phone: '06 98 76 54 32',
      marketing_consent: true,
      birthday: `1970-${month}-01`,
    });
    await create({ first_name: 'Berthe', last_name: 'Zorro', company: 'Zébulon SARL', birthday: `1970-${other}-01` });
    const names = async (q: string) =>
      (await w.call('GET', `customers?per_page=100&sort=last_name&order=asc&${q}`))
        .json()
        .data.map((c: { last_name: string }) => c.last_name);
    expect(await names('search=0698765432')).toEqual(['Zola']);
    expect(await names('search=06 98')).toEqual(['Zola']);
    expect(await names('search=lucien zola')).toEqual(['Zola']);
    expect(await names('search=zébulon')).toEqual(['Zorro']);
    expect(await names('search=zo')).toEqual(['Zola', 'Zorro']);
    expect(await names('search=zo&marketing_consent=true')).toEqual(['Zola']);
    expect(await names('search=zo&marketing_consent=false')).toEqual(['Zorro']);
    expect(await names('search=zo&birthday_this_month=true')).toEqual(['Zola']);
    await sell(a);
    expect(await names('search=zo&has_orders=true')).toEqual(['Zola']);
    expect(await names('search=zo&has_orders=false')).toEqual(['Zorro']);
    const byOrders = (await w.call('GET', 'customers?search=zo&sort=orders_count&order=desc')).json();
    expect(byOrders.data[0]).toMatchObject({ last_name: 'Zola', orders_count: 1 });
    expect(byOrders.data[0].last_visit_at).not.toBeNull();
    expect((await w.call('GET', 'customers?has_orders=peut-être')).statusCode).toBe(400);
  });
});

describe('caisse customers: tickets, details and deletion', () => {
  it('shows its tickets, totals, average basket, frequency and favourite products', async () => {
    const c = await create({ first_name: 'Marc', last_name: 'Habitué', email: 'marc@exemple.fr' });
    await sell(c, 1);
    await sell(c, 3);
    const summary = (await w.call('GET', `customers/${c.id}/summary`)).json();
    expect(summary).toMatchObject({
      orders_count: 2,
      total_ttc_cents: 8800,
      average_basket_cents: 4400,
      favourite_products: [{ name: 'Entrecôte', quantity: 4 }],
    });
    expect(summary.days_between_visits).toBeTypeOf('number');
    const tickets = (await w.call('GET', `customers/${c.id}/tickets?sort=total_ttc_cents&order=asc`)).json();
    expect(tickets.total_entries).toBe(2);
    expect(tickets.data.map((t: { total_ttc_cents: number }) => t.total_ttc_cents)).toEqual([2200, 6600]);
    // the ledger's own "send the invoice" goes to the customer's address by default
    const sent = await w.call('POST', `tickets/${tickets.data[0].id}/send-invoice`, {});
    expect(sent.statusCode).toBe(200);
    expect(sent.json().to).toBe('marc@exemple.fr');
  });

  it('deletes a customer without tickets; anonymises one with tickets, which keep their link, and refuses to edit it', async () => {
    const lone = await create({ last_name: 'Passant' });
    const del = await w.call('DELETE', `customers/${lone.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ outcome: 'deleted' });
    expect((await w.call('GET', `customers/${lone.id}`)).statusCode).toBe(404);
    expect((await w.call('DELETE', `customers/${lone.id}`)).statusCode).toBe(404);

    const regular = await create({ first_name: 'Anne', last_name: 'Secret', email: 'anne@exemple.fr', phone: '0611223344', notes: 'VIP' });
    const ticket = await sell(regular);
    const erased = await w.call('DELETE', `customers/${regular.id}`);
    expect(erased.json()).toEqual({ outcome: 'anonymised' });
    const after = (await w.call('GET', `customers/${regular.id}`)).json();
    expect(after).toMatchObject({ display_name: 'Client anonymisé', email: null, phone: null, notes: null, orders_count: 1 });
    expect(after.anonymised_at).not.toBeNull();
    expect((await w.call('GET', `tickets/${ticket.id}`)).json().customer_id).toBe(regular.id);
    expect((await w.call('GET', 'customers?search=Secret')).json().total_entries).toBe(0);
    const edit = await w.call('PUT', `customers/${regular.id}`, { last_name: 'Revenu' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe('Ce client a été anonymisé : ses données ne peuvent plus être modifiées');
    // the chain still verifies: nothing of the ticket changed
    expect((await w.call('POST', 'compliance/integrity')).json().ok).toBe(true);
  });

  it('shows an erased customer as « Client anonymisé » on its tickets, documents and export; a terminal cannot name it again', async () => {
    const c = await create({ first_name: 'Jules', last_name: 'Effacé', email: 'jules@exemple.fr' });
    const ticket = await sell(c, 2);
    expect((await w.call('GET', `tickets/${ticket.id}`)).json()).toMatchObject({
      customer_name: 'Jules Effacé',
      customer_email: 'jules@exemple.fr',
    });
    expect((await w.call('DELETE', `customers/${c.id}`)).json()).toEqual({ outcome: 'anonymised' });

    // the screens: detail and list read « Client anonymisé », no e-mail; a search by the old name finds nothing
    const detail = (await w.call('GET', `tickets/${ticket.id}`)).json();
    expect(detail).toMatchObject({ customer_id: c.id, customer_name: 'Client anonymisé', customer_email: null });
    expect((await w.call('GET', 'tickets?search=Effac')).json().data).toEqual([]);
    const listed = (await w.call('GET', `tickets?search=${ticket.number}`)).json().data;
    expect(listed.find((t: { id: string }) => t.id === ticket.id).customer_name).toBe('Client anonymisé');
    // the A4 invoice names the anonymous customer, never the person
    const invoice = await pdfText((await w.call('GET', `tickets/${ticket.id}/invoice.pdf`)).rawPayload);
    expect(invoice).toContain('Client anonymisé');
    expect(invoice).not.toContain('Effacé');
    // the RGPD export of the erased file holds no copy of the person either
    const exported = (await w.call('GET', `customers/${c.id}/personal-data`)).json();
    expect(exported.tickets[0]).toMatchObject({ customer_name: 'Client anonymisé', customer_email: null });

    // a terminal still holding the old details: the ticket keeps the link, not the name or the e-mail
    const later = await sell({ id: c.id, display_name: 'Jules Effacé', email: 'jules@exemple.fr' });
    const sealed = await w.ctx.database.db.execute<{ customer_name: string; customer_email: string | null }>(
      sql`select customer_name, customer_email from caisse_tickets where id = ${later.id}`,
    );
    expect(sealed.rows[0]).toEqual({ customer_name: 'Client anonymisé', customer_email: null });
    // the sealed copy of the first ticket is untouched, and the chain still verifies
    const first = await w.ctx.database.db.execute<{ customer_name: string }>(
      sql`select customer_name from caisse_tickets where id = ${ticket.id}`,
    );
    expect(first.rows[0].customer_name).toBe('Jules Effacé');
    expect((await w.call('POST', 'compliance/integrity')).json().ok).toBe(true);
  });

  it('exports everything held on one customer (RGPD), tickets and lines included', async () => {
    const c = await create({ first_name: 'Rita', last_name: 'Données', email: 'rita@exemple.fr', notes: 'Sans gluten' });
    await sell(c, 2);
    const res = await w.call('GET', `customers/${c.id}/personal-data`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`donnees-client-${c.id}.json`);
    const data = res.json();
    expect(data.customer).toMatchObject({ email: 'rita@exemple.fr', notes: 'Sans gluten' });
    expect(data.tickets).toHaveLength(1);
    expect(data.tickets[0]).toMatchObject({
      customer_name: 'Rita Données',
      total_ttc_cents: 4400,
      lines: [{ name: 'Entrecôte', quantity: 2 }],
    });
  });
});

describe('caisse customers: stats', () => {
  it('counts new customers today, over 7 days and this month, returning ones and 12 months', async () => {
    const before = (await w.call('GET', 'customers/stats')).json();
    const c = await create({ last_name: 'Nouveau' });
    await sell(c);
    const after = (await w.call('GET', 'customers/stats')).json();
    expect(after.new_today).toBe(before.new_today + 1);
    expect(after.new_last_7_days).toBe(before.new_last_7_days + 1);
    expect(after.new_this_month).toBe(before.new_this_month + 1);
    expect(after.first_time_this_month).toBe(before.first_time_this_month + 1);
    expect(after.months).toHaveLength(12);
    expect(after.months[11].new_customers).toBe(after.new_this_month);
  });
});

describe('caisse customers: import and export', () => {
  const header = 'Prénom;Nom;E-mail;Téléphone;Anniversaire;Société;Numéro de TVA;Consentement marketing';

  it('previews a file with one bad row, names its errors and imports nothing; the fixed file goes in whole', async () => {
    const before = (await w.call('GET', 'customers')).json().total_entries;
    const bad = [
      header,
      'Paul;Import1;paul@import.fr;0601020304;31/12/1980;;;oui',
      'Léa;Import2;pas-un-mail;0601;;;;non',
      'Zoé;Import3;zoe@import.fr;;;;;',
    ].join('\n');
    const preview = await w.call('POST', 'customers/import', { csv: bad, dry_run: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ imported: 0, dry_run: true, errors_count: 1 });
    expect(preview.json().rows[1]).toEqual({
      line: 3,
      name: 'Léa Import2',
      email: 'pas-un-mail',
      errors: {
        email: 'Le champ e-mail doit être une adresse e-mail valide',
        phone: 'Le téléphone doit être un numéro français (06 12 34 56 78 ou +33 6 12 34 56 78)',
      },
    });
    const forced = await w.call('POST', 'customers/import', { csv: bad, dry_run: false });
    expect(forced.json()).toMatchObject({ imported: 0, errors_count: 1 });
    expect((await w.call('GET', 'customers')).json().total_entries).toBe(before);

    const good = bad.replace('pas-un-mail;0601', 'lea@import.fr;07 01 02 03 04');
    const done = await w.call('POST', 'customers/import', { csv: good, dry_run: false });
    expect(done.json()).toMatchObject({ imported: 3, errors_count: 0 });
    const paul = (await w.call('GET', 'customers?search=Import1')).json().data[0];
    expect(paul).toMatchObject({ birthday: '1980-12-31', marketing_consent: true, phone: '06 01 02 03 04' });
    // the same file again: every e-mail is taken now
    const again = (await w.call('POST', 'customers/import', { csv: good, dry_run: true })).json();
    expect(again.errors_count).toBe(3);
    expect(again.rows[0].errors.email).toBe('Un client de ce restaurant a déjà cette adresse e-mail');
  });

  it('refuses a file without a Nom column, an empty file, and repeated e-mails within a file', async () => {
    const noName = await w.call('POST', 'customers/import', { csv: 'Prénom;E-mail\nPaul;p@x.fr' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toBe('Le fichier doit avoir une colonne « Nom »');
    expect((await w.call('POST', 'customers/import', { csv: 'Nom\n' })).statusCode).toBe(400);
    const twice = (await w.call('POST', 'customers/import', { csv: 'nom,email\nA,double@x.fr\nB,double@x.fr' })).json();
    expect(twice.rows[1].errors.email).toBe('Cette adresse e-mail figure déjà plus haut dans le fichier');
  });

  it('exports the filtered list as CSV for French Excel and as XLSX', async () => {
    await create({
      first_name: 'Éloïse',
      last_name: 'Exportée',
      email: 'eloise@export.fr',
      marketing_consent: true,
      birthday: '1990-03-07',
    });
    const csv = await w.call('GET', 'customers/export?format=csv&search=Exportée');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toContain('Prénom;Nom;E-mail;Téléphone');
    expect(lines[1]).toContain('Éloïse;Exportée;eloise@export.fr');
    // dates written as French Excel reads them
    expect(lines[1]).toContain(';07/03/1990;');
    expect(lines[1]).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(lines.filter(Boolean)).toHaveLength(2);
    // an exported file imports back: its headers are the import's (the e-mail is taken, so it is refused as a duplicate)
    const back = (await w.call('POST', 'customers/import', { csv: csv.body })).json();
    expect(back.rows[0].errors).toEqual({ email: 'Un client de ce restaurant a déjà cette adresse e-mail' });

    const xlsx = await w.call('GET', 'customers/export?format=xlsx&search=Exportée');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Clients');
    expect(sheet?.getRow(2).getCell(2).value).toBe('Exportée');
    expect(sheet?.rowCount).toBe(2);
  });
});

describe('caisse customers: terminals', () => {
  it('a terminal looks a customer up by phone or name and creates one, which a ticket then names', async () => {
    await create({ first_name: 'Hugo', last_name: 'Comptoir', phone: '06 55 44 33 22' });
    const found = await terminal('GET', '?search=0655443322');
    expect(found.statusCode).toBe(200);
    expect(found.json().data.map((c: { last_name: string }) => c.last_name)).toEqual(['Comptoir']);
    expect((await terminal('GET', '?search=comptoir')).json().data).toHaveLength(1);
    expect((await terminal('GET', '?search=a')).statusCode).toBe(400);

    const made = await terminal('POST', '', { first_name: 'Inès', last_name: 'Caisse', phone: '0744556677' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ display_name: 'Inès Caisse', phone: '07 44 55 66 77' });
    const bad = await terminal('POST', '', { last_name: 'X', email: 'non' });
    expect(bad.statusCode).toBe(400);
    expect((await terminal('POST', '', { last_name: 'X', notes: 'pas pour la caisse' })).statusCode).toBe(400);
    await sell(made.json());
    expect((await w.call('GET', `customers/${made.json().id}`)).json().orders_count).toBe(1);
  });

  it("refuses no key (401), another restaurant's terminal (403), and a person on the terminal routes (401)", async () => {
    expect((await terminal('GET', '?search=hugo', undefined, 'mauvaise-cle')).statusCode).toBe(401);
    expect((await terminal('GET', '?search=hugo', undefined, w.keys.b)).statusCode).toBe(403);
    const person = await w.ctx.app.inject({
      method: 'GET',
      url: `/api/v1/restaurants/${w.a}/caisse/terminal/customers?search=hugo`,
      headers: { authorization: `Bearer ${w.tokens.restorer}` },
    });
    expect(person.statusCode).toBe(401);
    // B's terminal on its own restaurant does not see A's customers
    expect((await terminal('GET', '?search=comptoir', undefined, w.keys.b, w.b)).json().data).toEqual([]);
  });
});

describe('caisse customers: tenant isolation', () => {
  it("answers 404 for B's customer under A's URL and 403 for A's URL with B's token", async () => {
    const bc = await create({ last_name: 'DeB', email: 'deb@exemple.fr' }, w.tokens.restorerB, w.b);
    for (const [method, path, body] of [
      ['GET', `customers/${bc.id}`],
      ['PUT', `customers/${bc.id}`, { last_name: 'Volé' }],
      ['DELETE', `customers/${bc.id}`],
      ['GET', `customers/${bc.id}/summary`],
      ['GET', `customers/${bc.id}/tickets`],
      ['GET', `customers/${bc.id}/personal-data`],
    ] as const) {
      const res = await w.call(method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json().error.message).toBe('Client introuvable');
    }
    expect((await w.call('GET', 'customers?search=DeB')).json().total_entries).toBe(0);
    for (const path of ['customers', 'customers/stats', 'customers/export?format=csv', `customers/${bc.id}`]) {
      const res = await w.call('GET', path, undefined, w.tokens.restorerB);
      expect(res.statusCode, path).toBe(403);
    }
    expect((await w.call('POST', 'customers/import', { csv: 'Nom\nX' }, w.tokens.restorerB)).statusCode).toBe(403);
    expect((await w.call('GET', `customers/${bc.id}`, undefined, w.tokens.restorerB, w.b)).statusCode).toBe(200);
  });
});
