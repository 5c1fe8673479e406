import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { connect, type Database } from '../src/db/database';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, PASSWORD, type World } from './fixtures';

/**
 * « Mon compte », « Mot de passe oublié » and « Mes sessions » (modules/auth/account), with the e-mails delivered to
 * a real SMTP server in this process, and a second API instance on the same database for the revocations.
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

let ctx: TestContext;
let other: { app: FastifyInstance; database: Database };
let world: World;
const PUBLIC_URL = 'https://back-office.fitfit.example';

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await createTestContext({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    PUBLIC_URL,
    PASSWORD_RESET_ACCOUNT_LIMIT: '3',
    PASSWORD_RESET_ADDRESS_LIMIT: '5',
  });
  const database = connect(ctx.database.url, 2);
  const app = await buildApp({ config: ctx.config, db: database.db, logger: false });
  await app.ready();
  other = { app, database };
  world = await createWorld(ctx.database.db);
});
afterAll(async () => {
  await other.app.close();
  await other.database.close();
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const to = (mail: ParsedMail) => [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address));
const mailsTo = (address: string) => mails.filter((m) => to(m).includes(address));
/** The e-mail sent to `address` whose subject says `subject` (it may still be on its way). */
const mailTo = async (address: string, subject: string) => {
  await expect.poll(() => mailsTo(address).some((m) => m.subject?.includes(subject)), { timeout: 5000 }).toBe(true);
  return mailsTo(address).findLast((m) => m.subject?.includes(subject)) as ParsedMail;
};
const tokenIn = (mail: ParsedMail, page: string) => {
  const found = new RegExp(`${PUBLIC_URL}${page}#token=([A-Za-z0-9_-]{43})`).exec(mail.text ?? '');
  if (!found) throw new Error(`no ${page} link in ${mail.text}`);
  return found[1];
};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown, remoteAddress?: string) =>
  ctx.app.inject({ method, url: `/api/v1/${url}`, headers: token ? bearer(token) : {}, payload: payload as never, remoteAddress });
const me = (token: string, app = ctx.app) => app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
const tryLogin = (email: string, password: string) => call('POST', 'auth/login', undefined, { email, password });
/** A fresh world's restorer: each test changes its own person. */
const person = async () => (await createWorld(ctx.database.db)).users.restorer;

describe('password change (PUT auth/me/password)', () => {
  it('refuses a wrong current password and a weak new one, and changes nothing', async () => {
    const user = world.users.franchisor;
    const token = await login(ctx.app, user.email);
    const wrong = await call('PUT', 'auth/me/password', token, { current_password: 'pas-le-bon', new_password: 'nouveau-motdepasse' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toEqual({ current_password: 'Le mot de passe actuel est incorrect' });
    const weak = await call('PUT', 'auth/me/password', token, { current_password: PASSWORD, new_password: 'court' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.new_password).toBe('Le champ nouveau mot de passe doit contenir au moins 8 caractères');
    expect((await tryLogin(user.email, PASSWORD)).statusCode).toBe(200);
    expect(mailsTo(user.email)).toEqual([]);
  });

  it('changes it, signs every other session out on every instance, keeps this one, and says so by e-mail', async () => {
    const user = await person();
    const kept = await login(ctx.app, user.email);
    const signedOut = await login(ctx.app, user.email);
    // the other instance has the session's access in memory
    expect((await me(signedOut, other.app)).statusCode).toBe(200);
    const res = await call('PUT', 'auth/me/password', kept, { current_password: PASSWORD, new_password: 'un-nouveau-mot-de-passe' });
    expect(res.statusCode).toBe(204);
    expect((await me(signedOut)).statusCode).toBe(401);
    await other.app.accessCache.sync();
    expect((await me(signedOut, other.app)).statusCode).toBe(401);
    expect((await me(kept)).statusCode).toBe(200);
    expect((await tryLogin(user.email, PASSWORD)).statusCode).toBe(401);
    expect((await tryLogin(user.email, 'un-nouveau-mot-de-passe')).statusCode).toBe(200);
    const mail = await mailTo(user.email, 'a été modifié');
    expect(mail.text).toContain('Vos autres sessions ont été déconnectées');
  });
});

describe('forgotten password (POST auth/password/forgot, auth/password/reset)', () => {
  it('answers an unknown address exactly as a known one, and sends nothing to it', async () => {
    const user = await person();
    const unknown = await call('POST', 'auth/password/forgot', undefined, { email: 'personne-ici@test.example' }, '10.0.0.1');
    const known = await call('POST', 'auth/password/forgot', undefined, { email: user.email.toUpperCase() }, '10.0.0.1');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json().message).toMatch(/^Si un compte existe pour cette adresse/);
    const mail = await mailTo(user.email, 'nouveau mot de passe');
    expect(mail.text).toContain('dans les 30 minutes');
    expect(mailsTo('personne-ici@test.example')).toEqual([]);
  });

  it('limits the requests per address asked about and per client address', async () => {
    const user = await person();
    const ask = (email: string, ip: string) => call('POST', 'auth/password/forgot', undefined, { email }, ip);
    for (let i = 0; i < 3; i++) expect((await ask(user.email, `10.0.1.${i}`)).statusCode).toBe(200);
    const perAccount = await ask(user.email, '10.0.1.9');
    expect(perAccount.statusCode).toBe(429);
    expect(perAccount.json().error.message).toBe('Trop de tentatives, veuillez réessayer dans quelques minutes');
    for (let i = 0; i < 5; i++) expect((await ask(`inconnu-${i}@test.example`, '10.0.2.1')).statusCode).toBe(200);
    expect((await ask('encore-un@test.example', '10.0.2.1')).statusCode).toBe(429);
    expect((await ask('encore-un@test.example', '10.0.2.2')).statusCode).toBe(200);
  });

  it('sets the password with the link once, signs every session out, and refuses it used again', async () => {
    const user = await person();
    const session = await login(ctx.app, user.email);
    expect((await me(session, other.app)).statusCode).toBe(200);
    await call('POST', 'auth/password/forgot', undefined, { email: user.email }, '10.0.3.1');
    const token = tokenIn(await mailTo(user.email, 'nouveau mot de passe'), '/reset-password');
    const stored = await ctx.database.pool.query('select token_hash from account_tokens where user_id = $1', [user.id]);
    expect(stored.rows[0].token_hash.toString('base64url')).not.toBe(token);
    const weak = await call('POST', 'auth/password/reset', undefined, { token, password: 'court' });
    expect(weak.statusCode).toBe(400);
    const reset = await call('POST', 'auth/password/reset', undefined, { token, password: 'choisi-par-le-lien' });
    expect(reset.statusCode).toBe(204);
    expect((await me(session)).statusCode).toBe(401);
    await other.app.accessCache.sync();
    expect((await me(session, other.app)).statusCode).toBe(401);
    expect((await tryLogin(user.email, 'choisi-par-le-lien')).statusCode).toBe(200);
    expect((await mailTo(user.email, 'a été modifié')).text).toContain('Toutes vos sessions ont été déconnectées');
    const again = await call('POST', 'auth/password/reset', undefined, { token, password: 'encore-un-autre' });
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toBe('Ce lien a déjà été utilisé. Demandez-en un nouveau avec « Mot de passe oublié ? ».');
    expect((await tryLogin(user.email, 'choisi-par-le-lien')).statusCode).toBe(200);
  });

  it('refuses an expired link, a replaced one and a made-up one, and changes nothing', async () => {
    const user = await person();
    await call('POST', 'auth/password/forgot', undefined, { email: user.email }, '10.0.4.1');
    const first = tokenIn(await mailTo(user.email, 'nouveau mot de passe'), '/reset-password');
    await ctx.database.pool.query(`update account_tokens set expires_at = now() - interval '1 second' where user_id = $1`, [user.id]);
    const expired = await call('POST', 'auth/password/reset', undefined, { token: first, password: 'trop-tard-pour-lui' });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toBe(
      'Ce lien a expiré (il est valable 30 minutes). Demandez-en un nouveau avec « Mot de passe oublié ? ».',
    );
    const madeUp = await call('POST', 'auth/password/reset', undefined, { token: 'x'.repeat(43), password: 'invente-de-toutes-pieces' });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().error.message).toBe("Ce lien n'est pas valide. Demandez-en un nouveau avec « Mot de passe oublié ? ».");
    // a second request: the first link (were it still valid) no longer works, only the last one sent
    await ctx.database.pool.query(`update account_tokens set expires_at = now() + interval '30 minutes' where user_id = $1`, [user.id]);
    await call('POST', 'auth/password/forgot', undefined, { email: user.email }, '10.0.4.1');
    await expect.poll(() => mailsTo(user.email).length).toBe(2);
    const replaced = await call('POST', 'auth/password/reset', undefined, { token: first, password: 'remplace-depuis' });
    expect(replaced.statusCode).toBe(410);
    expect((await tryLogin(user.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('profile and e-mail (PUT auth/me, POST auth/email/confirm)', () => {
  it('changes the name at once', async () => {
    const user = await person();
    const token = await login(ctx.app, user.email);
    const res = await call('PUT', 'auth/me', token, { first_name: 'Camille', last_name: 'Nouveau-Nom', email: user.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { first_name: 'Camille', last_name: 'Nouveau-Nom', email: user.email }, pending_email: null });
    expect((await me(token)).json()).toMatchObject({ first_name: 'Camille', last_name: 'Nouveau-Nom' });
  });

  it('asks the current password for a new e-mail and refuses one already used, changing nothing', async () => {
    const user = await person();
    const token = await login(ctx.app, user.email);
    const body = { first_name: 'Autre', last_name: 'Nom', email: 'nouvelle-adresse@test.example' };
    const without = await call('PUT', 'auth/me', token, body);
    expect(without.statusCode).toBe(400);
    expect(without.json().error.fields.current_password).toBe('Saisissez votre mot de passe actuel pour changer d’adresse e-mail');
    const wrong = await call('PUT', 'auth/me', token, { ...body, current_password: 'pas-le-bon' });
    expect(wrong.statusCode).toBe(422);
    const taken = await call('PUT', 'auth/me', token, {
      ...body,
      email: world.users.admin.email.toUpperCase(),
      current_password: PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      message: 'Cette adresse e-mail est déjà utilisée par un autre compte',
      fields: { email: 'Cette adresse e-mail est déjà utilisée par un autre compte' },
    });
    expect((await me(token)).json()).toMatchObject({ first_name: user.first_name, email: user.email });
    expect(mailsTo(user.email)).toEqual([]);
  });

  it('moves to the new address when its link is opened, having told the old one', async () => {
    const user = await person();
    const token = await login(ctx.app, user.email);
    const newEmail = `deplace-${user.id.slice(0, 8)}@test.example`;
    const res = await call('PUT', 'auth/me', token, { first_name: 'Léa', last_name: 'Test', email: newEmail, current_password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { email: user.email, first_name: 'Léa' }, pending_email: newEmail });
    const told = await mailTo(user.email, 'Demande de changement');
    expect(told.text).toContain(`par ${newEmail}`);
    const link = tokenIn(await mailTo(newEmail, 'Confirmez votre nouvelle adresse'), '/confirm-email');
    // until the link is opened, the old address is the account's
    expect((await tryLogin(user.email, PASSWORD)).statusCode).toBe(200);
    const confirmed = await call('POST', 'auth/email/confirm', undefined, { token: link });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: newEmail });
    expect((await me(token)).json().email).toBe(newEmail);
    expect((await tryLogin(user.email, PASSWORD)).statusCode).toBe(401);
    expect((await tryLogin(newEmail, PASSWORD)).statusCode).toBe(200);
    expect((await call('POST', 'auth/email/confirm', undefined, { token: link })).statusCode).toBe(410);
  });

  it('refuses the link when the address was taken meanwhile', async () => {
    const user = await person();
    const token = await login(ctx.app, user.email);
    const wanted = `convoitee-${user.id.slice(0, 8)}@test.example`;
    await call('PUT', 'auth/me', token, { first_name: 'A', last_name: 'B', email: wanted, current_password: PASSWORD });
    const link = tokenIn(await mailTo(wanted, 'Confirmez'), '/confirm-email');
    await ctx.database.pool.query('update users set email = $1 where id = $2', [wanted, world.users.saler.id]);
    const res = await call('POST', 'auth/email/confirm', undefined, { token: link });
    expect(res.statusCode).toBe(409);
    expect((await me(token)).json().email).toBe(user.email);
  });
});

describe('« Mes sessions » (GET auth/sessions, DELETE auth/sessions/{id}, POST auth/sessions/revoke-others)', () => {
  const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
  const loginFrom = async (email: string, userAgent: string, remoteAddress: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'user-agent': userAgent },
      remoteAddress,
      payload: { email, password: PASSWORD },
    });
    return res.json().token as string;
  };

  it('lists the live sessions in words, the current one flagged', async () => {
    const user = await person();
    const desk = await loginFrom(user.email, chrome, '192.0.2.10');
    await loginFrom(user.email, iphone, '192.0.2.20');
    const ended = await login(ctx.app, user.email);
    await call('POST', 'auth/logout', ended);
    const res = await call('GET', 'auth/sessions', desk);
    expect(res.statusCode).toBe(200);
    const sessions = res.json().data;
    expect(sessions).toHaveLength(2);
    expect(sessions).toContainEqual(
      expect.objectContaining({ browser: 'Chrome 131', os: 'Windows 10', device: 'desktop', ip: '192.0.2.10', current: true }),
    );
    expect(sessions).toContainEqual(
      expect.objectContaining({ browser: 'Mobile Safari 17', os: 'iOS 17.1', device: 'mobile', ip: '192.0.2.20', current: false }),
    );
    expect(Object.keys(sessions[0]).sort()).toEqual(['browser', 'created_at', 'current', 'device', 'id', 'ip', 'last_used_at', 'os']);
  });

  it('signs one session out, or all the others, and not another person’s (404)', async () => {
    const user = await person();
    const stranger = await person();
    const mine = await login(ctx.app, user.email);
    const second = await login(ctx.app, user.email);
    const third = await login(ctx.app, user.email);
    const theirs = await login(ctx.app, stranger.email);
    const idOf = async (token: string) =>
      (await call('GET', 'auth/sessions', token)).json().data.find((s: { current: boolean }) => s.current).id;
    const foreign = await call('DELETE', `auth/sessions/${await idOf(theirs)}`, mine);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Session introuvable');
    expect((await me(theirs)).statusCode).toBe(200);
    expect((await me(second, other.app)).statusCode).toBe(200);
    expect((await call('DELETE', `auth/sessions/${await idOf(second)}`, mine)).statusCode).toBe(204);
    expect((await me(second)).statusCode).toBe(401);
    await other.app.accessCache.sync();
    expect((await me(second, other.app)).statusCode).toBe(401);
    expect((await call('DELETE', `auth/sessions/${await idOf(mine)}`, third)).statusCode).toBe(204);
    expect((await call('DELETE', `auth/sessions/${await idOf(third)}`, third)).statusCode).toBe(204);
    expect((await me(third)).statusCode).toBe(401);

    const a = await login(ctx.app, user.email);
    await login(ctx.app, user.email);
    await login(ctx.app, user.email);
    const others = await call('POST', 'auth/sessions/revoke-others', a);
    expect(others.json()).toEqual({ revoked: 2 });
    expect((await call('GET', 'auth/sessions', a)).json().data).toHaveLength(1);
    expect((await me(theirs)).statusCode).toBe(200);
  });

  it('writes the last use at most once a minute, without dropping any instance’s cached access', async () => {
    const user = await person();
    const token = await login(ctx.app, user.email);
    const lastUse = async () =>
      (await ctx.database.pool.query('select last_used_at from sessions where user_id = $1', [user.id])).rows[0].last_used_at as Date;
    const setBack = () =>
      ctx.database.pool.query(`update sessions set last_used_at = now() - interval '5 minutes' where user_id = $1`, [user.id]);
    // the other instance holds the access; the last use written on this one does not make it read it again
    expect((await me(token, other.app)).statusCode).toBe(200);
    await setBack();
    await other.app.accessCache.sync();
    expect((await me(token)).statusCode).toBe(200);
    expect(Date.now() - (await lastUse()).getTime()).toBeLessThan(60_000);
    await other.app.accessCache.sync();
    const hits = other.app.accessCache.stats.hits;
    expect((await me(token, other.app)).statusCode).toBe(200);
    expect(other.app.accessCache.stats.hits).toBe(hits + 1);
    // within the minute, this instance does not write it again
    await setBack();
    expect((await me(token)).statusCode).toBe(200);
    expect(Date.now() - (await lastUse()).getTime()).toBeGreaterThan(4 * 60_000);
  });
});

describe('secrets', () => {
  it('writes no link token and no password to the log, at debug level', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      config: { ...ctx.config, LOG_LEVEL: 'debug' },
      db: other.database.db,
      logStream: { write: (line) => lines.push(line) },
    });
    await logged.ready();
    try {
      const user = await person();
      await logged.inject({
        method: 'POST',
        url: '/api/v1/auth/password/forgot',
        payload: { email: user.email },
        remoteAddress: '10.0.5.1',
      });
      const token = tokenIn(await mailTo(user.email, 'nouveau mot de passe'), '/reset-password');
      const payload = { token, password: 'secret-du-journal' };
      expect((await logged.inject({ method: 'POST', url: '/api/v1/auth/password/reset', payload })).statusCode).toBe(204);
      expect((await logged.inject({ method: 'POST', url: '/api/v1/auth/password/reset', payload })).statusCode).toBe(410);
      expect(lines.length).toBeGreaterThan(3);
      const log = lines.join('\n');
      expect(log).not.toContain(token);
      expect(log).not.toContain('secret-du-journal');
    } finally {
      await logged.close();
    }
  });
});
