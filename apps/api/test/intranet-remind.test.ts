import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context';
import { addMembers, bearer, createWorld, login, type World } from './fixtures';

/**
 * The follow-up's reminder e-mail (modules/intranet/remind.ts, docs/intranet.md): sent through a real SMTP server in
 * this process to the people addressed who have not read (or not confirmed) the announcement, never to another author's
 * announcement (404), at most once an hour per announcement; the franchisor's confirmation rates by restaurant and
 * what waits for a reader (`to_confirm=true`).
 */

const mails: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then((mail) => {
      mails.push(mail);
      callback();
    }, callback);
  },
});
const PUBLIC_URL = 'https://back-office.fitfit.example';

let ctx: TestContext;
let world: World;
let members: Awaited<ReturnType<typeof addMembers<'manager' | 'accountant'>>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await createTestContext({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), PUBLIC_URL });
  world = await createWorld(ctx.database.db);
  members = await addMembers(ctx.database.db, world, ['manager', 'accountant']);
  for (const [name, user] of Object.entries({ ...world.users, ...members })) tokens[name] = await login(ctx.app, user.email);
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), payload: payload as never });
const to = (mail: ParsedMail) => [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address));
const mailsTo = (address: string, title: string) => mails.filter((m) => to(m).includes(address) && m.subject?.includes(title));

const publish = async (area: string, token: string, over: Record<string, unknown>) => {
  const res = await call('POST', `${area}/announcements`, token, { body_html: '<p>À appliquer dès demain</p>', ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; title: string };
};

describe('the reminder e-mail of a follow-up', () => {
  it('goes to the addressed people who have not read or confirmed, once an hour, never for another’s announcement', async () => {
    const a1 = world.restaurants.a1.id;
    const title = `Procédure froid ${Date.now()}`;
    // to A1 only: its owner (restorer), manager and accountant are its people; B is not addressed
    const a = await publish('franchisor/intranet', tokens.franchisor, {
      title,
      audience: 'restaurants',
      restaurant_ids: [a1],
      requires_confirmation: true,
    });
    // the manager reads and confirms: done; the owner only reads: still to confirm
    expect((await call('POST', `restaurants/${a1}/intranet/feed/${a.id}/confirm`, tokens.manager)).statusCode).toBe(200);
    expect((await call('GET', `restaurants/${a1}/intranet/feed/${a.id}`, tokens.restorer)).statusCode).toBe(200);
    // what waits for the owner on `/`: this announcement, to confirm; nothing for the manager
    const waiting = await call('GET', `restaurants/${a1}/intranet/feed?to_confirm=true`, tokens.restorer);
    expect(waiting.json().data.map((i: { title: string }) => i.title)).toContain(title);
    const managerWaits = await call('GET', `restaurants/${a1}/intranet/feed?to_confirm=true`, tokens.manager);
    expect(managerWaits.json().data.map((i: { title: string }) => i.title)).not.toContain(title);

    // another author — the admin, a restaurant's owner — does not see it: 404, and nothing is sent
    expect((await call('POST', `admin/intranet/announcements/${a.id}/follow-up/remind`, tokens.admin)).statusCode).toBe(404);
    expect((await call('POST', `restaurants/${a1}/intranet/announcements/${a.id}/follow-up/remind`, tokens.restorer)).statusCode).toBe(404);
    // nor does a reader (its role has no author area)
    expect((await call('POST', `franchisor/intranet/announcements/${a.id}/follow-up/remind`, tokens.restorer)).statusCode).toBe(403);

    // before any reminder the follow-up has no last reminder
    const before = await call('GET', `franchisor/intranet/announcements/${a.id}/follow-up`, tokens.franchisor);
    expect(before.json().last_reminder).toBeNull();
    const sent = await call('POST', `franchisor/intranet/announcements/${a.id}/follow-up/remind`, tokens.franchisor);
    expect(sent.statusCode, sent.body).toBe(200);
    // the follow-up says when it went and who sent it (« Dernier rappel le … par … »)
    const after = (await call('GET', `franchisor/intranet/announcements/${a.id}/follow-up`, tokens.franchisor)).json();
    expect(after.last_reminder.by_name).toBe(`${world.users.franchisor.first_name} ${world.users.franchisor.last_name}`);
    expect(Math.abs(Date.parse(after.last_reminder.at) - Date.now())).toBeLessThan(60_000);
    // the owner (read, not confirmed): reminded; the manager (confirmed) and the accountant (no intranet): not
    expect(sent.json()).toEqual({ reminded: 1 });
    await expect.poll(() => mailsTo(world.users.restorer.email, title).length, { timeout: 5000 }).toBe(1);
    const [mail] = mailsTo(world.users.restorer.email, title);
    expect(mail.subject).toBe(`Rappel : « ${title} » vous attend sur FitFit Solution`);
    expect(mail.text).toContain('Bonjour restorer,');
    expect(mail.text).toContain('pas encore confirmée par « J’ai lu et j’applique »');
    expect(mail.text).toContain(`${PUBLIC_URL}/intranet/announcements/${a.id}`);
    expect(mailsTo(members.manager.email, title)).toHaveLength(0);
    expect(mailsTo(members.accountant.email, title)).toHaveLength(0);
    expect(mailsTo(world.users.restorerB.email, title)).toHaveLength(0);

    // a second one within the hour: refused in French, nothing more sent
    const again = await call('POST', `franchisor/intranet/announcements/${a.id}/follow-up/remind`, tokens.franchisor);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(
      /^Un rappel a déjà été envoyé pour cette annonce il y a moins d’une heure : réessayez dans \d+ minutes?$/,
    );
    // an hour later it may go again
    await ctx.database.db.execute(sql`update intranet_announcements set reminded_at = now() - interval '61 minutes' where id = ${a.id}`);
    expect((await call('POST', `franchisor/intranet/announcements/${a.id}/follow-up/remind`, tokens.franchisor)).json()).toEqual({
      reminded: 1,
    });
    await expect.poll(() => mailsTo(world.users.restorer.email, title).length, { timeout: 5000 }).toBe(2);
  });

  it('reminds the unread of an owner’s announcement and sends nothing (nor takes the hour) when everyone has read', async () => {
    const a1 = world.restaurants.a1.id;
    const area = `restaurants/${a1}/intranet`;
    const title = `Ouverture ${Date.now()}`;
    const a = await publish(area, tokens.restorer, { title, audience: 'team' });
    // nobody read it: the owner and the manager are reminded (each once), not the accountant
    expect((await call('POST', `${area}/announcements/${a.id}/follow-up/remind`, tokens.restorer)).json()).toEqual({ reminded: 2 });
    await expect.poll(() => mailsTo(members.manager.email, title).length, { timeout: 5000 }).toBe(1);
    expect(mailsTo(members.manager.email, title)[0].text).toContain('vous ne l’avez pas encore lue');
    expect(mailsTo(members.accountant.email, title)).toHaveLength(0);

    const other = await publish(area, tokens.restorer, { title: `${title} bis`, audience: 'team' });
    for (const who of ['restorer', 'manager']) expect((await call('GET', `${area}/feed/${other.id}`, tokens[who])).statusCode).toBe(200);
    expect((await call('POST', `${area}/announcements/${other.id}/follow-up/remind`, tokens.restorer)).json()).toEqual({ reminded: 0 });
    const [row] = (
      await ctx.database.db.execute<{ reminded_at: string | null }>(
        sql`select reminded_at from intranet_announcements where id = ${other.id}`,
      )
    ).rows;
    expect(row.reminded_at).toBeNull();
  });

  it('gives the franchisor the confirmation of its announcements by restaurant', async () => {
    const [a1, a2] = [world.restaurants.a1.id, world.restaurants.a2.id];
    const rates = async () => {
      const res = await call('GET', 'franchisor/intranet/confirmation-rates', tokens.franchisor);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { restaurant_id: string; to_confirm: number; confirmed: number }[];
    };
    const before = (await rates()).find((r) => r.restaurant_id === a1);
    const a = await publish('franchisor/intranet', tokens.franchisor, {
      title: `Carte ${Date.now()}`,
      audience: 'all',
      requires_confirmation: true,
    });
    // A2 holds no module: not counted; A1 gains one to confirm
    let a1Rate = (await rates()).find((r) => r.restaurant_id === a1);
    expect(a1Rate?.to_confirm).toBe((before?.to_confirm ?? 0) + 1);
    expect((await rates()).some((r) => r.restaurant_id === a2)).toBe(false);
    expect((await call('POST', `restaurants/${a1}/intranet/feed/${a.id}/confirm`, tokens.manager)).statusCode).toBe(200);
    a1Rate = (await rates()).find((r) => r.restaurant_id === a1);
    expect(a1Rate?.confirmed).toBe((before?.confirmed ?? 0) + 1);
    // only the franchisor's own: the admin's and a restaurateur's calls are refused
    expect((await call('GET', 'franchisor/intranet/confirmation-rates', tokens.restorer)).statusCode).toBe(403);
    expect((await call('GET', 'franchisor/intranet/confirmation-rates', tokens.admin)).statusCode).toBe(403);
  });

  it('gives the admin the confirmation of the platform’s announcements by restaurant, not the franchisor’s', async () => {
    const a1 = world.restaurants.a1.id;
    const rates = async () => {
      const res = await call('GET', 'admin/intranet/confirmation-rates', tokens.admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { restaurant_id: string; to_confirm: number; confirmed: number }[];
    };
    const before = (await rates()).find((r) => r.restaurant_id === a1);
    // a franchisor's announcement to confirm does not count on the admin's dashboard
    await publish('franchisor/intranet', tokens.franchisor, {
      title: `Réseau ${Date.now()}`,
      audience: 'all',
      requires_confirmation: true,
    });
    expect((await rates()).find((r) => r.restaurant_id === a1)?.to_confirm ?? 0).toBe(before?.to_confirm ?? 0);
    const a = await publish('admin/intranet', tokens.admin, {
      title: `Plateforme ${Date.now()}`,
      audience: 'restaurants',
      restaurant_ids: [a1],
      requires_confirmation: true,
    });
    expect((await rates()).find((r) => r.restaurant_id === a1)).toMatchObject({
      to_confirm: (before?.to_confirm ?? 0) + 1,
      confirmed: before?.confirmed ?? 0,
    });
    expect((await call('POST', `restaurants/${a1}/intranet/feed/${a.id}/confirm`, tokens.restorer)).statusCode).toBe(200);
    expect((await rates()).find((r) => r.restaurant_id === a1)?.confirmed).toBe((before?.confirmed ?? 0) + 1);
    // the admin's own: a franchisor's and a restaurateur's calls are refused
    expect((await call('GET', 'admin/intranet/confirmation-rates', tokens.franchisor)).statusCode).toBe(403);
    expect((await call('GET', 'admin/intranet/confirmation-rates', tokens.restorer)).statusCode).toBe(403);
  });
});
