import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RECOVERY_CODE_COUNT, TOTP_SETUP_REQUIRED_MESSAGE } from '@fitfit/contracts';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { accountTokens, users, userTotp } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { hashToken, newToken } from '../src/lib/tokens';
import { createTestContext, type TestContext } from './context';
import { bearer, PASSWORD } from './fixtures';

const WRONG_CODE = 'Code incorrect ou déjà utilisé';
const TOO_MANY = 'Trop de tentatives, veuillez réessayer dans quelques minutes';

let ctx: TestContext;
let passwordHash: string;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: '4', LOGIN_ADDRESS_LIMIT: '100' });
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => ctx.close());

let n = 0;
/** Each scenario gets its own person and its own client address (the throttle counts per account and per address). */
const person = async (c: TestContext, role: 'admin' | 'restorer' = 'restorer') => {
  const suffix = `${++n}-${Math.random().toString(36).slice(2, 8)}`;
  const [user] = await c.database.db
    .insert(users)
    .values({ email: `totp-${suffix}@test.example`, password_hash: passwordHash, first_name: 'Tess', last_name: 'Totp', role })
    .returning();
  return { ...user, ip: `10.26.${n >> 8}.${n & 255}` };
};
type Person = Awaited<ReturnType<typeof person>>;

/** The app's code `steps` periods from now: 0 now, 1 the next one (accepted too: one step of clock drift). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

const call = (c: TestContext, method: 'GET' | 'POST', url: string, who: Person, token?: string, payload?: object) =>
  c.app.inject({ method, url: `/api/v1/${url}`, payload, remoteAddress: who.ip, headers: token ? bearer(token) : {} });

const passwordStep = (c: TestContext, who: Person, password = PASSWORD) =>
  call(c, 'POST', 'auth/login', who, undefined, { email: who.email, password });
const codeStep = (c: TestContext, who: Person, challenge: string, code: string) =>
  call(c, 'POST', 'auth/login/totp', who, undefined, { challenge, code });

const signIn = async (c: TestContext, who: Person) => {
  const res = await passwordStep(c, who);
  expect(res.statusCode).toBe(200);
  expect(res.json().status).toBe('signed_in');
  return res.json().token as string;
};

/** Setup then confirmation with the current code: the secret and the recovery codes. */
const enable = async (c: TestContext, who: Person, token: string) => {
  const setup = await call(c, 'POST', 'auth/totp/setup', who, token);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const confirm = await call(c, 'POST', 'auth/totp/confirm', who, token, { code: await codeAt(secret) });
  expect(confirm.statusCode).toBe(200);
  return { secret: secret as string, recoveryCodes: confirm.json().recovery_codes as string[] };
};

const challengeOf = async (c: TestContext, who: Person) => {
  const res = await passwordStep(c, who);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toEqual({ status: 'totp_required', challenge: expect.any(String), challenge_expires_at: expect.any(String) });
  return body.challenge as string;
};

describe('two-step verification (TOTP)', () => {
  it('is set up with a QR code and activated by a first code, which returns ten recovery codes once; the secret is encrypted at rest', async () => {
    const who = await person(ctx);
    const token = await signIn(ctx, who);
    expect((await call(ctx, 'GET', 'auth/totp', who, token)).json()).toEqual({
      enabled: false,
      confirmed_at: null,
      recovery_codes_left: 0,
      required: false,
    });

    const setup = await call(ctx, 'POST', 'auth/totp/setup', who, token);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_uri, qr_code } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/); // 20 bytes in Base32
    expect(otpauth_uri).toBe(`otpauth://totp/FitFit%20Solution:${encodeURIComponent(who.email)}?secret=${secret}&issuer=FitFit%20Solution`); // SHA-1, 6 digits, 30 s: the apps' defaults
    expect(qr_code).toMatch(/^data:image\/png;base64,/);
    const [row] = await ctx.database.db.select().from(userTotp).where(eq(userTotp.user_id, who.id));
    expect(row.confirmed_at).toBeNull();
    expect(row.secret_encrypted.includes(Buffer.from(secret))).toBe(false);
    expect(row.secret_encrypted.length).toBe(12 + 16 + secret.length); // iv, tag, ciphertext

    // not active yet: the password alone still signs in
    expect((await passwordStep(ctx, who)).json().status).toBe('signed_in');

    const wrong = await call(ctx, 'POST', 'auth/totp/confirm', who, token, {
      code: '000000' === (await codeAt(secret)) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toEqual({ code: 'business_rule', message: WRONG_CODE, fields: { code: WRONG_CODE } });
    const badFormat = await call(ctx, 'POST', 'auth/totp/confirm', who, token, { code: '12345' });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().error.fields).toEqual({ code: 'Le code doit contenir 6 chiffres' });

    const confirm = await call(ctx, 'POST', 'auth/totp/confirm', who, token, { code: (await codeAt(secret)).replace(/^(...)/, '$1 ') });
    expect(confirm.statusCode).toBe(200);
    const codes: string[] = confirm.json().recovery_codes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    const { rows } = await ctx.database.db.execute<{ code_hash: Buffer }>(
      sql`select code_hash from user_totp_recovery_codes where user_id = ${who.id}`,
    );
    expect(rows).toHaveLength(RECOVERY_CODE_COUNT);
    for (const r of rows) expect(codes.some((code) => r.code_hash.includes(Buffer.from(code.replace(/-/g, ''))))).toBe(false);

    const status = (await call(ctx, 'GET', 'auth/totp', who, token)).json();
    expect(status).toMatchObject({ enabled: true, recovery_codes_left: RECOVERY_CODE_COUNT, required: false });
    expect(status.confirmed_at).toEqual(expect.any(String));
    // once active, neither a new secret nor a second confirmation
    expect((await call(ctx, 'POST', 'auth/totp/setup', who, token)).statusCode).toBe(409);
    expect((await call(ctx, 'POST', 'auth/totp/confirm', who, token, { code: await codeAt(secret, 1) })).statusCode).toBe(409);
  });

  it('makes the password open no session but a challenge, which the right code turns into a session; a replayed code is refused', async () => {
    const who = await person(ctx);
    const { secret } = await enable(ctx, who, await signIn(ctx, who));

    const challenge = await challengeOf(ctx, who);
    expect((await call(ctx, 'GET', 'auth/me', who, challenge)).statusCode).toBe(401); // a challenge is not a session
    const wrong = await codeStep(ctx, who, challenge, '000000' === (await codeAt(secret, 1)) ? '111111' : '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({ code: 'unauthorized', message: WRONG_CODE });

    const code = await codeAt(secret, 1); // the confirmation used this period's: the next one is still accepted
    const ok = await codeStep(ctx, who, challenge, code);
    expect(ok.statusCode).toBe(200);
    const session = ok.json();
    expect(session).toMatchObject({ status: 'signed_in', user: { id: who.id, totp_setup_required: false } });
    expect((await call(ctx, 'GET', 'auth/me', who, session.token)).statusCode).toBe(200);

    // the same code on a new sign-in (someone who saw it): refused, as is any code of a period already used
    const again = await challengeOf(ctx, who);
    const replay = await codeStep(ctx, who, again, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toBe(WRONG_CODE);
    expect((await codeStep(ctx, who, again, await codeAt(secret))).statusCode).toBe(401);
  });

  it('accepts each recovery code once, whatever its case and dashes', async () => {
    const who = await person(ctx);
    const token = await signIn(ctx, who);
    const { recoveryCodes } = await enable(ctx, who, token);

    const typed = recoveryCodes[3].toLowerCase().replace(/-/g, ' ');
    const ok = await codeStep(ctx, who, await challengeOf(ctx, who), typed);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status).toBe('signed_in');
    const reused = await codeStep(ctx, who, await challengeOf(ctx, who), recoveryCodes[3]);
    expect(reused.statusCode).toBe(401);
    expect((await codeStep(ctx, who, await challengeOf(ctx, who), 'ABCD-EFGH-JKMN')).statusCode).toBe(401);
    expect((await call(ctx, 'GET', 'auth/totp', who, token)).json().recovery_codes_left).toBe(RECOVERY_CODE_COUNT - 1);
  });

  it('refuses a challenge used once already, or expired, or unknown, asking to sign in again', async () => {
    const who = await person(ctx);
    const { recoveryCodes } = await enable(ctx, who, await signIn(ctx, who));
    const expired = {
      code: 'challenge_expired',
      message: 'Cette étape de connexion a expiré : saisissez à nouveau votre e-mail et votre mot de passe',
    };

    const challenge = await challengeOf(ctx, who);
    expect((await codeStep(ctx, who, challenge, recoveryCodes[0])).statusCode).toBe(200);
    const reused = await codeStep(ctx, who, challenge, recoveryCodes[1]);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error).toEqual(expired);

    const late = await challengeOf(ctx, who);
    const { rows } = await ctx.database.db.execute<{ minutes: number }>(
      sql`select round(extract(epoch from expires_at - now()) / 60)::int as minutes from account_tokens where user_id = ${who.id} and purpose = 'totp_login' and used_at is null`,
    );
    expect(rows.map((r) => r.minutes)).toEqual([5]);
    await ctx.database.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 second' where user_id = ${who.id} and used_at is null`,
    );
    const tooLate = await codeStep(ctx, who, late, recoveryCodes[1]);
    expect(tooLate.statusCode).toBe(401);
    expect(tooLate.json().error).toEqual(expired);
    expect((await codeStep(ctx, who, 'pas-un-defi', recoveryCodes[1])).json().error).toEqual(expired);
    // the recovery code was not spent on the refused challenges
    expect((await codeStep(ctx, who, await challengeOf(ctx, who), recoveryCodes[1])).statusCode).toBe(200);
  });

  it('counts wrong codes as failed sign-ins (LOGIN_RATE_LIMIT=4), and the right password alone forgives none of them', async () => {
    const who = await person(ctx);
    const { secret } = await enable(ctx, who, await signIn(ctx, who));
    const challenge = await challengeOf(ctx, who);
    const wrong = '000000' === (await codeAt(secret, 1)) ? '111111' : '000000';
    for (let i = 0; i < 3; i++) expect((await codeStep(ctx, who, challenge, wrong)).statusCode).toBe(401);
    await challengeOf(ctx, who); // the password again: not a success yet
    expect((await codeStep(ctx, who, challenge, wrong)).statusCode).toBe(401);
    const blocked = await codeStep(ctx, who, challenge, await codeAt(secret, 1));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(TOO_MANY);
    expect((await passwordStep(ctx, who)).statusCode).toBe(429);
  });

  it('is turned off only with the current password and a code; the password alone then signs in again', async () => {
    const who = await person(ctx);
    const token = await signIn(ctx, who);
    const { secret, recoveryCodes } = await enable(ctx, who, token);
    const disable = (password: string, code: string) => call(ctx, 'POST', 'auth/totp/disable', who, token, { password, code });

    const wrongPassword = await disable('pas-le-bon', await codeAt(secret, 1));
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().error.fields).toEqual({ password: 'Mot de passe incorrect' });
    const wrongCode = await disable(
      PASSWORD,
      recoveryCodes[0].replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
    );
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json().error.fields).toEqual({ code: WRONG_CODE });
    expect((await disable(PASSWORD, '')).statusCode).toBe(400);
    expect((await call(ctx, 'GET', 'auth/totp', who, token)).json().enabled).toBe(true);

    const off = await disable(PASSWORD, await codeAt(secret, 1));
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ enabled: false, confirmed_at: null, recovery_codes_left: 0, required: false });
    const { rows } = await ctx.database.db.execute(sql`select 1 from user_totp_recovery_codes where user_id = ${who.id}`);
    expect(rows).toHaveLength(0);
    expect((await passwordStep(ctx, who)).json().status).toBe('signed_in');
    expect((await disable(PASSWORD, await codeAt(secret, 1))).statusCode).toBe(409);
  });

  it('makes new recovery codes with a code: the old ones stop working', async () => {
    const who = await person(ctx);
    const token = await signIn(ctx, who);
    const { recoveryCodes } = await enable(ctx, who, token);
    const regenerate = (code: string) => call(ctx, 'POST', 'auth/totp/recovery-codes', who, token, { code });

    expect((await regenerate('123')).statusCode).toBe(400);
    const res = await regenerate(recoveryCodes[0]);
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().recovery_codes;
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect(fresh.some((code) => recoveryCodes.includes(code))).toBe(false);
    expect((await regenerate(recoveryCodes[1])).statusCode).toBe(422);
    expect((await codeStep(ctx, who, await challengeOf(ctx, who), recoveryCodes[2])).statusCode).toBe(401);
    expect((await codeStep(ctx, who, await challengeOf(ctx, who), fresh[0])).statusCode).toBe(200);
  });

  it('stays on after a forgotten password is reset: the new password still asks for the code', async () => {
    const who = await person(ctx);
    const { recoveryCodes } = await enable(ctx, who, await signIn(ctx, who));
    const pending = await challengeOf(ctx, who);
    // the e-mailed link of « Mot de passe oublié » (modules/auth/account), its token made here rather than read from the mail
    const token = newToken();
    await ctx.database.db.insert(accountTokens).values({
      user_id: who.id,
      purpose: 'password_reset',
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + 30 * 60_000),
    });
    const reset = await call(ctx, 'POST', 'auth/password/reset', who, undefined, { token, password: 'nouveau-mot-de-passe' });
    expect(reset.statusCode).toBe(204);
    expect((await codeStep(ctx, who, pending, recoveryCodes[0])).statusCode).toBe(401); // the challenge of before went with it
    const next = await passwordStep(ctx, who, 'nouveau-mot-de-passe');
    expect(next.json().status).toBe('totp_required');
    expect((await codeStep(ctx, who, next.json().challenge, recoveryCodes[0])).statusCode).toBe(200);
  });

  it('writes no secret, code, challenge or recovery code to the log', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: { ...ctx.config, LOG_LEVEL: 'trace' },
      db: ctx.database.db,
      logStream: { write: (line) => lines.push(line) },
    });
    await app.ready();
    const logged = { ...ctx, app };
    try {
      const who = await person(ctx);
      const token = await signIn(logged, who);
      const { secret, recoveryCodes } = await enable(logged, who, token);
      const challenge = await challengeOf(logged, who);
      const code = await codeAt(secret, 1);
      expect((await codeStep(logged, who, challenge, '999999' === code ? '888888' : '999999')).statusCode).toBe(401);
      const session = (await codeStep(logged, who, challenge, code)).json();
      expect(session.status).toBe('signed_in');
      const log = lines.join('\n');
      expect(lines.length).toBeGreaterThan(10);
      for (const s of [secret, code, challenge, session.token, token, ...recoveryCodes]) expect(log).not.toContain(s);
    } finally {
      await app.close();
    }
  });
});

describe('ADMIN_MFA=required', () => {
  let strict: TestContext;
  beforeAll(async () => {
    strict = await createTestContext({ ADMIN_MFA: 'required' });
  });
  afterAll(() => strict.close());

  it('limits an administrator without it to setting it up (403 elsewhere, in French) until confirmed; the session is then full', async () => {
    const admin = await person(strict, 'admin');
    const signedIn = (await passwordStep(strict, admin)).json();
    expect(signedIn).toMatchObject({ status: 'signed_in', user: { role: 'admin', totp_setup_required: true } });
    const token = signedIn.token;

    const refused = await call(strict, 'GET', 'admin/users', admin, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'forbidden', message: TOTP_SETUP_REQUIRED_MESSAGE });
    expect((await call(strict, 'POST', 'auth/totp/recovery-codes', admin, token, { code: '123456' })).statusCode).toBe(403);
    expect((await call(strict, 'GET', 'auth/me', admin, token)).json().totp_setup_required).toBe(true);
    expect((await call(strict, 'GET', 'auth/totp', admin, token)).json()).toMatchObject({ enabled: false, required: true });

    const { secret } = await enable(strict, admin, token);
    expect((await call(strict, 'GET', 'admin/users', admin, token)).statusCode).toBe(200);
    expect((await call(strict, 'GET', 'auth/me', admin, token)).json().totp_setup_required).toBe(false);

    // from now on the administrator signs in with a code
    const challenge = await challengeOf(strict, admin);
    expect((await codeStep(strict, admin, challenge, await codeAt(secret, 1))).json().user.totp_setup_required).toBe(false);
  });

  it('leaves other roles with their password alone, and the administrator who disables it is limited again at once', async () => {
    const restorer = await person(strict, 'restorer');
    const session = (await passwordStep(strict, restorer)).json();
    expect(session).toMatchObject({ status: 'signed_in', user: { totp_setup_required: false } });
    expect((await call(strict, 'GET', 'auth/totp', restorer, session.token)).json().required).toBe(false);

    const admin = await person(strict, 'admin');
    const token = (await passwordStep(strict, admin)).json().token;
    const { recoveryCodes } = await enable(strict, admin, token);
    expect((await call(strict, 'GET', 'admin/users', admin, token)).statusCode).toBe(200);
    const off = await call(strict, 'POST', 'auth/totp/disable', admin, token, { password: PASSWORD, code: recoveryCodes[0] });
    expect(off.json()).toEqual({ enabled: false, confirmed_at: null, recovery_codes_left: 0, required: true });
    expect((await call(strict, 'GET', 'admin/users', admin, token)).statusCode).toBe(403);
    expect((await call(strict, 'GET', 'auth/me', admin, token)).json().totp_setup_required).toBe(true);
  });
});

describe('reset by an administrator (lost phone and recovery codes)', () => {
  let c: TestContext;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fitfit-totp-reset-'));
    c = await createTestContext({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await c.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const mailsTo = async (address: string) => {
    const dir = path.join(dataDir, 'mail');
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
    const mails = await Promise.all(names.map(async (n) => simpleParser(await readFile(path.join(dir, n)))));
    return mails.filter((m) => [m.to ?? []].flat().some((a) => a.text.includes(address)));
  };

  it('turns it off for the person (who is told by e-mail), shows it in the user list, and says when it is not on', async () => {
    const who = await person(c);
    const admin = await person(c, 'admin');
    const adminToken = await signIn(c, admin);
    await enable(c, who, await signIn(c, who));
    const reset = () => c.app.inject({ method: 'DELETE', url: `/api/v1/admin/users/${who.id}/totp`, headers: bearer(adminToken) });
    const shown = async () =>
      (await c.app.inject({ method: 'GET', url: `/api/v1/admin/users/${who.id}`, headers: bearer(adminToken) })).json().totp_enabled;

    expect(await shown()).toBe(true);
    expect((await challengeOf(c, who)).length).toBeGreaterThan(0);
    expect((await reset()).statusCode).toBe(204);
    expect(await shown()).toBe(false);
    expect((await passwordStep(c, who)).json().status).toBe('signed_in');
    const mails = await mailsTo(who.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Vérification en deux étapes désactivée sur votre compte FitFit Solution');
    expect(mails[0].text).toContain('Un administrateur de FitFit Solution vient de désactiver la vérification en deux étapes');
    const again = await reset();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("La vérification en deux étapes n'est pas activée pour ce compte");
    const unknown = await c.app.inject({ method: 'DELETE', url: `/api/v1/admin/users/${randomUUID()}/totp`, headers: bearer(adminToken) });
    expect(unknown.statusCode).toBe(404);
    // only an administrator: the person itself (or anyone else) goes through « Mon compte », with a code
    const own = await c.app.inject({ method: 'DELETE', url: `/api/v1/admin/users/${who.id}/totp`, headers: bearer(await signIn(c, who)) });
    expect(own.statusCode).toBe(403);
  });
});
