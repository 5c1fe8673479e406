import { randomUUID } from 'node:crypto';
import type { RestaurantDetailsInput } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateIn, businessDateOf, readClock } from '../src/lib/business-day';
import { platformScope } from '../src/lib/tenant-scope';
import { placeholderPng } from '../src/lib/uploads/png';
import { addMembers, bearer, login } from './fixtures';
import { type DocumentsWorld, documentsWorld } from './ledger-documents-helpers';
import { pdfText } from './pdf-text';

/**
 * « Informations du restaurant » (issue 26): GET by every member, PUT by its owners only; the fiscal identity's
 * history (a duplicate of an old ticket prints the identity in force when it was issued) and the clock's (a new
 * timezone or day-change hour from the next business day).
 */
let w: DocumentsWorld;
let tokens: { manager: string; accountant: string; admin: string };

beforeAll(async () => {
  w = await documentsWorld();
  const members = await addMembers(w.db, w.world, ['manager', 'accountant']);
  const [manager, accountant, admin] = await Promise.all([
    login(w.ctx.app, members.manager.email),
    login(w.ctx.app, members.accountant.email),
    login(w.ctx.app, w.world.users.admin.email),
  ]);
  tokens = { manager, accountant, admin };
});
afterAll(() => w.ctx.close());

const url = (restaurantId = w.a) => `/api/v1/restaurants/${restaurantId}/details`;
const get = (token = w.tokens.restorer, restaurantId = w.a) =>
  w.ctx.app.inject({ method: 'GET', url: url(restaurantId), headers: bearer(token) });
const put = (payload: unknown, token = w.tokens.restorer) =>
  w.ctx.app.inject({ method: 'PUT', url: url(), headers: bearer(token), payload: payload as object });

/** A valid body: the fixture's identity (SIREN 123456789, its VAT key 32), Paris, 05:00. */
const details = (extra: Partial<RestaurantDetailsInput> = {}): RestaurantDetailsInput => ({
  name: 'Bistro du Test',
  legal_name: 'SAS Bistro Test',
  siret: '123 456 789 00012',
  vat_number: 'fr 32 123456789',
  naf_code: '5610a',
  address_line: '12 rue de Rivoli',
  postal_code: '75001',
  city: 'Paris',
  country: 'FR',
  phone: '0142000000',
  email: 'Contact@Bistro.example',
  opening_hours: [
    { weekday: 1, closed: false, ranges: [{ start: '11:30', end: '14:30' }] },
    {
      weekday: 5,
      closed: false,
      ranges: [
        { start: '12:00', end: '14:00' },
        { start: '19:00', end: '01:00' },
      ],
    },
    { weekday: 0, closed: true, ranges: [] },
  ],
  timezone: 'Europe/Paris',
  day_change_hour: 5,
  ...extra,
});

const events = async (kind: string) =>
  (
    await w.db.execute<{ actor_name: string | null; details: Record<string, unknown> }>(
      sql`select actor_name, details from caisse_ledger_events where restaurant_id = ${w.a} and kind = ${kind} order by id`,
    )
  ).rows;

const addDays = (date: string, n: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** The instant a wall clock of `timezone` shows `date` at `time`. */
const wallClock = (date: string, time: string, timezone: string) => {
  const wanted = Date.parse(`${date}T${time}:00Z`);
  const f = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, hourCycle: 'h23', dateStyle: 'short', timeStyle: 'short' });
  let guess = wanted;
  for (let i = 0; i < 3; i++) {
    const [d, t] = f.format(new Date(guess)).split(', ');
    guess += wanted - Date.parse(`${d}T${t}:00Z`);
  }
  return new Date(guess);
};

describe('restaurant details', () => {
  it('are read by every member and an admin, changed by its owners only: a manager or an accountant is refused', async () => {
    for (const token of [w.tokens.restorer, tokens.manager, tokens.accountant, tokens.admin]) {
      const res = await get(token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ restaurant_id: w.a, legal_name: 'SAS Bistro Test', timezone: 'Europe/Paris', day_change_hour: 5 });
    }
    expect((await get()).json().opening_hours).toHaveLength(7);
    // another restaurant's restorer
    expect((await get(w.tokens.restorerB)).statusCode).toBe(403);
    for (const token of [tokens.manager, tokens.accountant]) {
      const refused = await put(details({ name: 'Pris par un gérant' }), token);
      expect(refused.statusCode).toBe(403);
      const logo = await w.ctx.app.inject({ method: 'DELETE', url: `${url()}/logo`, headers: bearer(token) });
      expect(logo.statusCode).toBe(403);
    }
    expect(refusedMessage(await put(details(), tokens.manager))).toBe('Réservé aux propriétaires du restaurant');
    expect((await get()).json().name).not.toBe('Pris par un gérant');
  });

  it('refuses bad values with French messages and changes nothing', async () => {
    const before = (await get()).json();
    const cases: [Partial<RestaurantDetailsInput>, string, string][] = [
      [{ siret: '1234' }, 'siret', 'Le SIRET doit contenir 14 chiffres (ou le SIREN 9 chiffres)'],
      [{ vat_number: 'FR00123456789' }, 'vat_number', 'Le numéro de TVA doit être de la forme FR + 2 caractères + SIREN (9 chiffres)'],
      [{ vat_number: 'FR96552100554' }, 'vat_number', 'Le numéro de TVA ne correspond pas au SIREN'],
      [{ postal_code: '7500' }, 'postal_code', 'Le code postal doit contenir 5 chiffres'],
      [{ phone: '12' }, 'phone', 'Le téléphone doit être un numéro français (01 23 45 67 89) ou international (+32 2 123 45 67)'],
      [{ naf_code: '5610' }, 'naf_code', 'Le code NAF doit être de la forme 56.10A'],
      [{ timezone: 'Europe/Atlantide' }, 'timezone', 'Fuseau horaire inconnu'],
      [{ day_change_hour: 24 }, 'day_change_hour', 'Le champ heure de changement de journée doit être inférieur ou égal à 23'],
      [{ legal_name: '' }, 'legal_name', 'Le champ raison sociale est obligatoire'],
      [
        {
          opening_hours: [
            {
              weekday: 2,
              closed: false,
              ranges: [
                { start: '19:00', end: '01:00' },
                { start: '02:00', end: '03:00' },
              ],
            },
          ],
        },
        'opening_hours.0.ranges.0.end',
        'Seule la dernière plage du jour peut finir après minuit',
      ],
      [
        {
          opening_hours: [
            {
              weekday: 2,
              closed: false,
              ranges: [
                { start: '11:00', end: '15:00' },
                { start: '14:00', end: '16:00' },
              ],
            },
          ],
        },
        'opening_hours.0.ranges.1.start',
        'Les plages du jour doivent se suivre sans se chevaucher',
      ],
      [
        { opening_hours: [{ weekday: 2, closed: false, ranges: [] }] },
        'opening_hours.0.ranges',
        'Ajoutez une plage horaire, ou indiquez que le restaurant est fermé ce jour-là',
      ],
      [
        { opening_hours: [{ weekday: 2, closed: false, ranges: [{ start: '9h', end: '12:00' }] }] },
        'opening_hours.0.ranges.0.start',
        "L'heure doit être au format HH:MM",
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await put(details({ name: 'Ne doit pas rester', ...change }));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(res.json().error.fields)).toBe(message);
    }
    expect((await get()).json()).toEqual(before);
  });

  it('saves the details as the owner gives them (normalised), the opening hours by weekday', async () => {
    const res = await put(details());
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({
      name: 'Bistro du Test',
      siret: '12345678900012',
      vat_number: 'FR32123456789',
      naf_code: '56.10A',
      phone: '01 42 00 00 00',
      email: 'contact@bistro.example',
    });
    expect(saved.opening_hours).toEqual([
      { weekday: 0, closed: true, ranges: [] },
      { weekday: 1, closed: false, ranges: [{ start: '11:30', end: '14:30' }] },
      { weekday: 2, closed: true, ranges: [] },
      { weekday: 3, closed: true, ranges: [] },
      { weekday: 4, closed: true, ranges: [] },
      {
        weekday: 5,
        closed: false,
        ranges: [
          { start: '12:00', end: '14:00' },
          { start: '19:00', end: '01:00' },
        ],
      },
      { weekday: 6, closed: true, ranges: [] },
    ]);
    expect((await get(tokens.accountant)).json()).toEqual(saved);
  });

  it('journals a new fiscal identity; a duplicate or invoice of an older ticket prints the identity in force when it was issued', async () => {
    await put(details());
    const identityEvents = (await events('identity_changed')).length;
    const [old] = await w.sell(w.ticket(1, { closed_at: new Date(Date.now() - 10 * 60_000).toISOString() }));
    expect((await w.call('GET', `tickets/${old.id}/receipt.pdf`)).statusCode).toBe(200);

    // a new phone is not a new fiscal identity: no event
    expect((await put(details({ phone: '01 42 00 00 01' }))).statusCode).toBe(200);
    expect(await events('identity_changed')).toHaveLength(identityEvents);

    const moved = await put(
      details({ legal_name: 'SARL Nouveau Bistro', address_line: '3 place des Vosges', postal_code: '75004', phone: '01 42 00 00 01' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const journal = await events('identity_changed');
    expect(journal).toHaveLength(identityEvents + 1);
    expect(journal.at(-1)).toMatchObject({
      actor_name: 'restorer Test',
      details: {
        changed: ['legal_name', 'address_line', 'postal_code'],
        before: { legal_name: 'SAS Bistro Test', address_line: '12 rue de Rivoli', postal_code: '75001' },
        after: { legal_name: 'SARL Nouveau Bistro', address_line: '3 place des Vosges', postal_code: '75004' },
        summary:
          'raison sociale : SAS Bistro Test → SARL Nouveau Bistro ; adresse : 12 rue de Rivoli → 3 place des Vosges ; code postal : 75001 → 75004',
      },
    });

    const duplicate = await w.call('GET', `tickets/${old.id}/receipt.pdf`);
    expect(duplicate.headers['x-duplicate']).toBe('1');
    const oldText = await pdfText(duplicate.rawPayload);
    expect(oldText).toContain('DUPLICATA n°1');
    expect(oldText).toContain('SAS Bistro Test');
    expect(oldText).toContain('12 rue de Rivoli');
    expect(oldText).not.toContain('SARL Nouveau Bistro');
    const oldInvoice = await pdfText((await w.call('GET', `tickets/${old.id}/invoice.pdf`)).rawPayload);
    expect(oldInvoice).toContain('SAS Bistro Test');
    expect(oldInvoice).not.toContain('Nouveau Bistro');

    const [fresh] = await w.sell(
      w.ticket(1, { opened_at: new Date(Date.now() - 60_000).toISOString(), closed_at: new Date().toISOString() }),
    );
    const freshText = await pdfText((await w.call('GET', `tickets/${fresh.id}/receipt.pdf`)).rawPayload);
    expect(freshText).toContain('SARL Nouveau Bistro');
    expect(freshText).toContain('3 place des Vosges');
    expect(freshText).toContain('Tél. 01 42 00 00 01');
    expect(freshText).not.toContain('SAS Bistro Test');

    // the administrator's edit of the restaurant keeps the history too
    const card = (await w.ctx.app.inject({ method: 'GET', url: `/api/v1/admin/restaurants/${w.a}`, headers: bearer(tokens.admin) })).json()
      .data.restaurant;
    const keys = ['name', 'mark_id', 'legal_name', 'siret', 'vat_number', 'naf_code', 'address_line', 'postal_code', 'city', 'country'];
    const input = Object.fromEntries(
      [...keys, 'phone', 'email', 'timezone', 'currency', 'day_change_hour', 'seats', 'category'].map((k) => [k, card[k]]),
    );
    const edited = await w.ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/restaurants/${w.a}`,
      headers: bearer(tokens.admin),
      payload: { ...input, legal_name: 'SARL Bistro Renommé' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await events('identity_changed')).at(-1)).toMatchObject({
      actor_name: 'admin Test',
      details: { before: { legal_name: 'SARL Nouveau Bistro' }, after: { legal_name: 'SARL Bistro Renommé' } },
    });
    const freshAgain = await pdfText((await w.call('GET', `tickets/${fresh.id}/invoice.pdf`)).rawPayload);
    expect(freshAgain).toContain('SARL Nouveau Bistro');
    // PostgreSQL keeps the previous identities as written
    await expect(w.db.execute(sql`update restaurant_identities set legal_name = 'X' where restaurant_id = ${w.a}`)).rejects.toMatchObject({
      cause: { code: 'FF001' },
    });
  });

  it('applies a new timezone or day-change hour from the next business day: today keeps its own', async () => {
    const clockBefore = await readClock(w.db, platformScope(w.a));
    const today = businessDateIn(clockBefore, new Date());
    const tomorrow = addDays(today, 1);
    const res = await put(details({ timezone: 'America/New_York', day_change_hour: 8 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      timezone: 'America/New_York',
      day_change_hour: 8,
      clock: {
        business_date: today,
        timezone: 'Europe/Paris',
        day_change_hour: 5,
        next_change: { from: tomorrow, timezone: 'America/New_York', day_change_hour: 8 },
      },
    });
    expect((await events('clock_changed')).at(-1)?.details).toEqual({
      from: tomorrow,
      timezone: 'America/New_York',
      day_change_hour: 8,
      previous_timezone: 'Europe/Paris',
      previous_day_change_hour: 5,
    });
    // the web's clock (the signed-in user's restaurant) stays today's
    const me = (await w.ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(w.tokens.restorer) })).json();
    expect(me.restaurant).toMatchObject({ id: w.a, timezone: 'Europe/Paris', day_change_hour: 5 });
    // a ticket sold now belongs to today, as the setting in force said
    const [now] = await w.sell(
      w.ticket(1, { opened_at: new Date(Date.now() - 60_000).toISOString(), closed_at: new Date().toISOString() }),
    );
    expect(now.business_date).toBe(today);

    const clock = await readClock(w.db, platformScope(w.a));
    // today ends when the previous setting ends it: 04:59 in Paris tomorrow is still today…
    expect(businessDateIn(clock, wallClock(tomorrow, '04:59', 'Europe/Paris'))).toBe(today);
    // …05:00 in Paris starts tomorrow, although New York's 08:00 has not come (the first day is lengthened, never skipped back)
    expect(businessDateIn(clock, wallClock(tomorrow, '05:00', 'Europe/Paris'))).toBe(tomorrow);
    // from then on, New York and 08:00: 07:00 there the day after tomorrow is still tomorrow (Paris would say the day after)
    const after = addDays(tomorrow, 1);
    const instant = wallClock(after, '07:00', 'America/New_York');
    expect(businessDateOf(instant, 'Europe/Paris', 5)).toBe(after);
    expect(businessDateIn(clock, instant)).toBe(tomorrow);
    expect(businessDateIn(clock, wallClock(after, '08:00', 'America/New_York'))).toBe(after);

    // back to today's setting before it took effect: nothing changes tomorrow
    const back = await put(details());
    expect(back.json()).toMatchObject({ timezone: 'Europe/Paris', day_change_hour: 5, clock: { next_change: null } });
    expect((await readClock(w.db, platformScope(w.a))).changes).toEqual([]);
  });

  it('takes a JPEG or PNG logo (public image), refuses a WebP and a fake, prints it on the receipt, removes it', async () => {
    const multipart = (filename: string, type: string, content: Buffer) => {
      const boundary = `----fitfit${randomUUID()}`;
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      );
      return {
        payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    };
    const upload = (file: ReturnType<typeof multipart>, token = w.tokens.restorer) =>
      w.ctx.app.inject({ method: 'POST', url: `${url()}/logo`, headers: { ...bearer(token), ...file.headers }, payload: file.payload });
    const png = placeholderPng('#1c7ed6', 120, 60);
    expect((await upload(multipart('logo.png', 'image/png', png), tokens.manager)).statusCode).toBe(403);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([30, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(22)]);
    const refused = await upload(multipart('logo.webp', 'image/webp', webp));
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toBe('Format non pris en charge : envoyez le logo en JPEG ou PNG');
    expect((await upload(multipart('logo.png', 'image/png', Buffer.from('pas une image')))).statusCode).toBe(415);
    expect((await get()).json().logo_url).toBeNull();

    const res = await upload(multipart('logo.png', 'image/png', png));
    expect(res.statusCode, res.body).toBe(200);
    const logo: string = res.json().logo_url;
    expect(logo).toMatch(new RegExp(`^/uploads/${w.a}/[0-9a-f]{32}\\.png$`));
    expect((await w.ctx.app.inject({ method: 'GET', url: logo })).rawPayload.equals(png)).toBe(true);
    const [t] = await w.sell(w.ticket(1));
    const receipt = await w.call('GET', `tickets/${t.id}/receipt.pdf`);
    expect(receipt.rawPayload.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);

    const removed = await w.ctx.app.inject({ method: 'DELETE', url: `${url()}/logo`, headers: bearer(w.tokens.restorer) });
    expect(removed.json().logo_url).toBeNull();
    expect((await w.ctx.app.inject({ method: 'GET', url: logo })).statusCode).toBe(404);
  });
});

const refusedMessage = (res: { json(): { error: { message: string } } }) => res.json().error.message;
