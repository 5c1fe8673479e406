import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeholderPng } from '../src/lib/uploads/png';
import { createTestContext, type TestContext } from './context';
import { addMembers, bearer, createWorld, login, type World } from './fixtures';

/**
 * The intranet's campaigns (modules/intranet/campaigns, docs/intranet.md « Campagnes »): who sees a campaign (the
 * announcements' audience, read at read time) and who does not (404/403), « Fait » with its proof (refused without the
 * photos asked, in French), the late flag, « À refaire », the follow-up's counts and export, the reminder's one-an-hour
 * rule through a real SMTP server, and the proof photos' signed addresses (never public, never another restaurant's).
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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), payload: payload as never });
const a1 = () => world.restaurants.a1.id;
const b = () => world.restaurants.b.id;
const tasksOf = (restaurantId: string) => `restaurants/${restaurantId}/intranet/tasks`;
const to = (mail: ParsedMail) => [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address));
const mailsTo = (address: string, title: string) => mails.filter((m) => to(m).includes(address) && m.subject?.includes(title));

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
let n = 0;
const launch = async (area: string, token: string, over: Record<string, unknown> = {}) => {
  const res = await call('POST', `${area}/campaigns`, token, {
    title: `Carte d’été ${++n}`,
    instructions_html: '<p>Mettre en place la carte d’été<script>alert(1)</script></p>',
    deadline_at: inDays(7),
    audience: 'all',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; title: string; instructions_html: string; status: string };
};
const titles = async (restaurantId: string, token: string) => {
  const res = await call('GET', tasksOf(restaurantId), token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((t: { title: string }) => t.title) as string[];
};

const multipart = (filename: string, content: Buffer, contentType = 'image/png') => {
  const boundary = `----fitfit${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
const addPhoto = (restaurantId: string, id: string, token: string, file = multipart('vitrine.png', placeholderPng('#228833'))) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/${tasksOf(restaurantId)}/${id}/photos`,
    headers: { ...bearer(token), ...file.headers },
    payload: file.payload,
  });

describe('audiences and refusals', () => {
  it('reaches the restaurants of its rule, read at read time; the others get 404, another restaurant 403', async () => {
    const network = await launch('franchisor/intranet', tokens.franchisor);
    const chosenB = await launch('admin/intranet', tokens.admin, { audience: 'restaurants', restaurant_ids: [b()] });
    const team = await launch(`restaurants/${a1()}/intranet`, tokens.restorer, { audience: 'team' });
    const later = await launch('franchisor/intranet', tokens.franchisor, { publish_at: inDays(1), deadline_at: inDays(3) });
    expect(network.instructions_html).toBe('<p>Mettre en place la carte d’été</p>');
    expect(later.status).toBe('scheduled');

    const inA1 = await titles(a1(), tokens.manager);
    expect(inA1).toEqual(expect.arrayContaining([network.title, team.title]));
    expect(inA1).not.toContain(chosenB.title);
    expect(inA1).not.toContain(later.title);
    const inB = await titles(b(), tokens.restorerB);
    expect(inB).toContain(chosenB.title);
    expect(inB).not.toContain(network.title);
    expect(inB).not.toContain(team.title);

    // not addressed, or not yet published: as if it did not exist
    expect((await call('GET', `${tasksOf(b())}/${network.id}`, tokens.restorerB)).statusCode).toBe(404);
    expect((await call('GET', `${tasksOf(a1())}/${later.id}`, tokens.manager)).statusCode).toBe(404);
    expect((await addPhoto(b(), network.id, tokens.restorerB)).statusCode).toBe(404);
    // another restaurant's tasks: 403; the accountant has no intranet: 403
    expect((await call('GET', tasksOf(a1()), tokens.restorerB)).statusCode).toBe(403);
    expect((await call('GET', `${tasksOf(a1())}/${network.id}`, tokens.restorerB)).statusCode).toBe(403);
    expect((await call('GET', tasksOf(a1()), tokens.accountant)).statusCode).toBe(403);
    // another author's campaign: 404 in every area; a reader has no author area: 403
    expect((await call('GET', `admin/intranet/campaigns/${network.id}`, tokens.admin)).statusCode).toBe(404);
    expect((await call('GET', `franchisor/intranet/campaigns/${chosenB.id}/follow-up`, tokens.franchisor)).statusCode).toBe(404);
    expect((await call('GET', `restaurants/${a1()}/intranet/campaigns/${network.id}`, tokens.restorer)).statusCode).toBe(404);
    expect((await call('GET', 'franchisor/intranet/campaigns', tokens.restorer)).statusCode).toBe(403);
    expect((await call('GET', `restaurants/${a1()}/intranet/campaigns`, tokens.manager)).statusCode).toBe(403);

    // the rule is read at read time: B joins the mark, it sees the franchisor's open campaigns at once
    await ctx.database.db.execute(sql`update restaurants set mark_id = ${world.mark.id} where id = ${b()}`);
    expect(await titles(b(), tokens.restorerB)).toContain(network.title);
    await ctx.database.db.execute(sql`update restaurants set mark_id = null where id = ${b()}`);
    expect(await titles(b(), tokens.restorerB)).not.toContain(network.title);

    // the audience and the proof are checked by the server, in French
    const foreign = await call('POST', 'franchisor/intranet/campaigns', tokens.franchisor, {
      title: 'X',
      instructions_html: '<p>x</p>',
      deadline_at: inDays(2),
      audience: 'restaurants',
      restaurant_ids: [b()],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.fields.restaurant_ids).toBe('Un des restaurants choisis n’est pas dans votre réseau');
    const noProof = await call('POST', 'franchisor/intranet/campaigns', tokens.franchisor, {
      title: 'X',
      instructions_html: '<p>x</p>',
      deadline_at: inDays(2),
      audience: 'all',
      photos_required: 0,
    });
    expect(noProof.statusCode).toBe(400);
    expect(noProof.body).toContain('Demandez au moins une photo ou un commentaire comme preuve');
    const past = await call('POST', 'franchisor/intranet/campaigns', tokens.franchisor, {
      title: 'X',
      instructions_html: '<p>x</p>',
      deadline_at: inDays(-1),
      audience: 'all',
    });
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain('L’échéance doit suivre la date de publication');
  });
});

describe('the proof', () => {
  it('is refused without the photos asked (French, nothing written), then done with photos and a comment', async () => {
    const c = await launch('franchisor/intranet', tokens.franchisor, { photos_required: 1, comment_required: true });
    const refused = await call('POST', `${tasksOf(a1())}/${c.id}/done`, tokens.manager, { comment: 'Carte en place' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('Ajoutez au moins 1 photo comme preuve avant de marquer la campagne faite');
    const { rows } = await ctx.database.db.execute(sql`select 1 from intranet_campaign_tasks where campaign_id = ${c.id}`);
    expect(rows).toHaveLength(0);

    // not an image (type read from the bytes): 415; an admin looking at the restaurant does not give the proof: 403
    expect((await addPhoto(a1(), c.id, tokens.manager, multipart('photo.png', Buffer.from('%PDF-1.4 not an image')))).statusCode).toBe(415);
    expect((await addPhoto(a1(), c.id, tokens.admin)).statusCode).toBe(403);
    const photo = await addPhoto(a1(), c.id, tokens.manager);
    expect(photo.statusCode, photo.body).toBe(201);
    const second = await addPhoto(a1(), c.id, tokens.manager);
    expect((await call('DELETE', `${tasksOf(a1())}/${c.id}/photos/${second.json().id}`, tokens.manager)).statusCode).toBe(204);

    const noComment = await call('POST', `${tasksOf(a1())}/${c.id}/done`, tokens.manager, { comment: '  ' });
    expect(noComment.statusCode).toBe(422);
    expect(noComment.json().error.message).toBe('Ajoutez un commentaire comme preuve avant de marquer la campagne faite');
    const done = await call('POST', `${tasksOf(a1())}/${c.id}/done`, tokens.manager, { comment: 'Carte en place' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'done', comment: 'Carte en place', done_by_name: 'manager Test' });
    expect(done.json().photos).toHaveLength(1);
    // done is done: no second « Fait », no more photos
    expect((await call('POST', `${tasksOf(a1())}/${c.id}/done`, tokens.restorer, { comment: 'x' })).statusCode).toBe(409);
    expect((await addPhoto(a1(), c.id, tokens.restorer)).statusCode).toBe(409);
    const list = await call('GET', tasksOf(a1()), tokens.restorer);
    expect(list.json().items.find((t: { id: string }) => t.id === c.id).status).toBe('done');
  });

  it('shows the photos by short signed address only: never public, never to another restaurant', async () => {
    const c = await launch('admin/intranet', tokens.admin, { audience: 'restaurants', restaurant_ids: [a1(), b()] });
    const photo = await addPhoto(a1(), c.id, tokens.restorer);
    const url: string = photo.json().url;
    expect(url).toMatch(new RegExp(`^/media/private/${a1()}/[0-9a-f]{32}\\.png\\?expires=\\d+&signature=`));
    const got = await ctx.app.inject({ method: 'GET', url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    // tampered: 403; the same file at a public address: 404
    expect((await ctx.app.inject({ method: 'GET', url: url.replace(/signature=./, 'signature=0') })).statusCode).toBe(403);
    const file = url.split('?')[0].split('/').pop();
    expect((await ctx.app.inject({ method: 'GET', url: `/uploads/${a1()}/${file}` })).statusCode).toBe(404);
    // B, addressed too, sees its own task without A1's photo, and cannot open A1's
    const inB = await call('GET', `${tasksOf(b())}/${c.id}`, tokens.restorerB);
    expect(inB.statusCode).toBe(200);
    expect(inB.json().photos).toEqual([]);
    expect((await call('GET', `${tasksOf(a1())}/${c.id}`, tokens.restorerB)).statusCode).toBe(403);
    expect((await call('DELETE', `${tasksOf(b())}/${c.id}/photos/${photo.json().id}`, tokens.restorerB)).statusCode).toBe(404);
    // the author sees it in the follow-up, signed as well
    const follow = await call('GET', `admin/intranet/campaigns/${c.id}/follow-up`, tokens.admin);
    const row = follow.json().restaurants.find((r: { restaurant_id: string }) => r.restaurant_id === a1());
    expect(row.photos[0].url).toMatch(/^\/media\/private\//);
  });
});

describe('late, follow-up, « À refaire », reminder', () => {
  it('flags the late ones, counts them, reopens a done one with its reason, exports the follow-up', async () => {
    const c = await launch('franchisor/intranet', tokens.franchisor, { audience: 'restaurants', restaurant_ids: [a1()] });
    // A1 does it; then the deadline passes (as the demo calendar would)
    await addPhoto(a1(), c.id, tokens.manager);
    expect((await call('POST', `${tasksOf(a1())}/${c.id}/done`, tokens.manager, {})).statusCode).toBe(200);
    const late = await launch('franchisor/intranet', tokens.franchisor, { audience: 'all' });
    await ctx.database.db.execute(sql`update intranet_campaigns set publish_at = now() - interval '10 days',
      deadline_at = now() - interval '1 day' where id in (${c.id}, ${late.id})`);
    const list = (await call('GET', tasksOf(a1()), tokens.manager)).json();
    expect(list.items.find((t: { id: string }) => t.id === late.id).status).toBe('late');
    expect(list.items.find((t: { id: string }) => t.id === c.id).status).toBe('done');
    expect(list.counts.late).toBeGreaterThanOrEqual(1);

    // A2 holds no intranet: the follow-up counts A1 only
    const follow = (await call('GET', `franchisor/intranet/campaigns/${late.id}/follow-up`, tokens.franchisor)).json();
    expect(follow).toMatchObject({ restaurants_count: 1, done_count: 0, late_count: 1 });
    expect(follow.restaurants[0]).toMatchObject({ restaurant_id: a1(), status: 'late' });
    const authored = (await call('GET', 'franchisor/intranet/campaigns?per_page=100', tokens.franchisor)).json();
    expect(authored.data.find((x: { id: string }) => x.id === c.id)).toMatchObject({
      restaurants_count: 1,
      done_count: 1,
      status: 'closed',
    });

    const csv = await call('GET', `franchisor/intranet/campaigns/${c.id}/follow-up/export?format=csv`, tokens.franchisor);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Restaurant;État;Faite le;Par;Commentaire;Photos;À refaire');
    expect(csv.body).toContain(`${world.restaurants.a1.name};Faite;`);
    const xlsx = await call('GET', `franchisor/intranet/campaigns/${c.id}/follow-up/export?format=xlsx`, tokens.franchisor);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');

    // « À refaire »: only a done task of a restaurant reached; then late again, with the reason shown to the restaurant
    expect(
      (await call('POST', `franchisor/intranet/campaigns/${c.id}/reopen`, tokens.franchisor, { restaurant_id: b(), reason: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `admin/intranet/campaigns/${c.id}/reopen`, tokens.admin, { restaurant_id: a1(), reason: 'x' })).statusCode,
    ).toBe(404);
    const reopened = await call('POST', `franchisor/intranet/campaigns/${c.id}/reopen`, tokens.franchisor, {
      restaurant_id: a1(),
      reason: 'La photo ne montre pas l’ardoise',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ done_count: 0, late_count: 1 });
    expect(
      (await call('POST', `franchisor/intranet/campaigns/${c.id}/reopen`, tokens.franchisor, { restaurant_id: a1(), reason: 'x' }))
        .statusCode,
    ).toBe(409);
    const task = (await call('GET', `${tasksOf(a1())}/${c.id}`, tokens.manager)).json();
    expect(task).toMatchObject({ status: 'late', reopen_reason: 'La photo ne montre pas l’ardoise', done_at: null });
    expect(task.photos).toHaveLength(1);
    // done again, late: the proof is given after the deadline
    expect((await call('POST', `${tasksOf(a1())}/${c.id}/done`, tokens.manager, {})).json().status).toBe('done');
  });

  it('reminds the owners and managers not done, once an hour, never for another’s campaign', async () => {
    const title = `Vitrine ${Date.now()}`;
    const c = await launch('franchisor/intranet', tokens.franchisor, { title, audience: 'restaurants', restaurant_ids: [a1()] });
    expect((await call('POST', `admin/intranet/campaigns/${c.id}/follow-up/remind`, tokens.admin)).statusCode).toBe(404);
    const sent = await call('POST', `franchisor/intranet/campaigns/${c.id}/follow-up/remind`, tokens.franchisor);
    expect(sent.statusCode, sent.body).toBe(200);
    // the owner and the manager of A1 (not the accountant), each once
    expect(sent.json()).toEqual({ reminded: 2 });
    await expect.poll(() => mailsTo(world.users.restorer.email, title).length, { timeout: 5000 }).toBe(1);
    const [mail] = mailsTo(world.users.restorer.email, title);
    expect(mail.subject).toBe(`Rappel : la campagne « ${title} » vous attend sur FitFit Solution`);
    expect(mail.text).toContain(`${PUBLIC_URL}/intranet/campaigns/${c.id}`);
    expect(mailsTo(members.manager.email, title)).toHaveLength(1);
    expect(mailsTo(members.accountant.email, title)).toHaveLength(0);

    const again = await call('POST', `franchisor/intranet/campaigns/${c.id}/follow-up/remind`, tokens.franchisor);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(
      /^Un rappel a déjà été envoyé pour cette campagne il y a moins d’une heure : réessayez dans \d+ minutes?$/,
    );
    // an hour later, and A1 done: nobody waits, nothing sent, the hour not taken
    await ctx.database.db.execute(sql`update intranet_campaigns set reminded_at = now() - interval '61 minutes' where id = ${c.id}`);
    await addPhoto(a1(), c.id, tokens.manager);
    await call('POST', `${tasksOf(a1())}/${c.id}/done`, tokens.manager, {});
    expect((await call('POST', `franchisor/intranet/campaigns/${c.id}/follow-up/remind`, tokens.franchisor)).json()).toEqual({
      reminded: 0,
    });
    expect(mailsTo(world.users.restorer.email, title)).toHaveLength(1);
  });
});
