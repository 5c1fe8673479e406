import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockRecipes } from '../src/db/schema';
import { bearer, login } from './fixtures';
import { type HaccpWorld, haccpWorld } from './haccp-helpers';
import { pdfText } from './pdf-text';

let w: HaccpWorld;
beforeAll(async () => {
  w = await haccpWorld();
});
afterAll(() => w.ctx.close());

type Rec = { id: string; original_id?: string; lot: string; lots: { original_id: string; lot: string | null }[] } & Record<string, unknown>;
const created = async (path: string, body: Record<string, unknown>, restaurantId = w.a, token = w.tokens.restorer) => {
  const res = await w.call('POST', path, body, token, restaurantId);
  if (res.statusCode !== 201) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json() as Rec;
};
const label = (lot: string, dlc: string, extra: Record<string, unknown> = {}, restaurantId = w.a, token = w.tokens.restorer) =>
  created('traceabilities', { product: `Produit ${lot}`, lot, dlc, provider: 'Maison Dupont', ...extra }, restaurantId, token);
const delivery = (extra: Record<string, unknown> = {}) =>
  created('receptions', {
    provider: 'Primeurs du Marché',
    products: 'Tomates, basilic',
    packaging_ok: true,
    dlc_ok: true,
    health_mark_ok: true,
    accepted: true,
    ...extra,
  });
const produce = (body: Record<string, unknown>) =>
  w.call('POST', 'productions', { quantity: 5, unit: 'kg', secondary_dlc: '2030-01-10', ...body });

describe('HACCP productions', () => {
  it('records a production from a recipe with its lots, a generated lot number and the lots copied', async () => {
    const [recipe] = await w.ctx.database.db
      .insert(stockRecipes)
      .values({ restaurant_id: w.a, name: 'Sauce tomate maison', portions: 10 })
      .returning();
    const recipes = (await w.call('GET', 'production-recipes')).json();
    expect(recipes.data).toContainEqual({ id: recipe.id, name: 'Sauce tomate maison' });
    const tomato = await label('TOM-1', '2030-01-20', { opened_on: '2030-01-01', secondary_dlc: '2030-01-12' });
    const basil = await label('BAS-1', '2030-01-15');
    const res = await produce({ recipe_id: recipe.id, lots: [tomato.id, basil.id], recorded_at: '2030-01-01T09:30:00.000Z' });
    // 2030 is in the future: refused as any record
    expect(res.statusCode).toBe(422);
    const ok = await produce({
      recipe_id: recipe.id,
      product: 'ignoré',
      lots: [tomato.id, basil.id],
      recorded_at: '2026-03-01T09:30:00.000Z',
    });
    expect(ok.statusCode).toBe(201);
    const p = ok.json();
    expect(p).toMatchObject({
      kind: 'production',
      recipe_id: recipe.id,
      product: 'Sauce tomate maison',
      lot: 'P-260301-1030', // Europe/Paris
      quantity: 5,
      unit: 'kg',
      secondary_dlc: '2030-01-10',
      compliant: true,
      recorded_by_name: 'restorer Test',
      version: 1,
    });
    expect(p.lots).toEqual([
      {
        original_id: tomato.id,
        kind: 'traceability',
        product: 'Produit TOM-1',
        lot: 'TOM-1',
        dlc: '2030-01-12',
        provider: 'Maison Dupont',
      },
      { original_id: basil.id, kind: 'traceability', product: 'Produit BAS-1', lot: 'BAS-1', dlc: '2030-01-15', provider: 'Maison Dupont' },
    ]);
    // a free name when there is no recipe, an edited lot number
    const free = await produce({ product: 'Vinaigrette', lot: 'VIN-42', lots: [] });
    expect(free.statusCode).toBe(201);
    expect(free.json()).toMatchObject({ recipe_id: null, product: 'Vinaigrette', lot: 'VIN-42', lots: [] });
    const list = (await w.call('GET', 'productions?search=VIN-42')).json();
    expect(list.data.map((r: Rec) => r.id)).toEqual([free.json().id]);
  });

  it('refuses a secondary DLC beyond the earliest DLC of its lots, at and around the limit', async () => {
    const opened = await label('LIM-1', '2030-02-20', { opened_on: '2030-02-01', secondary_dlc: '2030-02-05' });
    const other = await label('LIM-2', '2030-02-08');
    const sauce = (await produce({ product: 'Fond brun', lots: [other.id], secondary_dlc: '2030-02-07' })).json();
    for (const [dlc, status] of [
      ['2030-02-04', 201],
      ['2030-02-05', 201],
      ['2030-02-06', 422],
    ] as const) {
      const res = await produce({ product: 'Blanquette', lots: [opened.id, other.id], secondary_dlc: dlc });
      expect(res.statusCode, dlc).toBe(status);
      if (status === 422) {
        expect(res.json().error.fields.secondary_dlc).toBe(
          'La DLC secondaire ne peut pas dépasser le 05/02/2030, DLC du lot LIM-1 (Produit LIM-1)',
        );
      }
    }
    // another production's secondary DLC is its DLC
    expect((await produce({ product: 'Plat', lots: [sauce.id], secondary_dlc: '2030-02-07' })).statusCode).toBe(201);
    const beyond = await produce({ product: 'Plat', lots: [sauce.id], secondary_dlc: '2030-02-08' });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().error.fields.secondary_dlc).toContain('07/02/2030');
    // a correction is held to the same rule
    const corr = await w.call('POST', `productions/${sauce.id}/corrections`, {
      product: 'Fond brun',
      quantity: 5,
      unit: 'kg',
      secondary_dlc: '2030-02-09',
      correction_reason: 'Erreur de date',
    });
    expect(corr.statusCode).toBe(422);
  });

  it('refuses a production without a name, an unknown or refused lot, the same lot twice, itself', async () => {
    expect((await produce({ lots: [] })).json().error.fields.product).toBe('Choisissez une recette ou saisissez le produit');
    const unknownRecipe = await produce({ recipe_id: '0193a0b0-0000-7000-8000-000000000000' });
    expect(unknownRecipe.statusCode).toBe(422);
    expect(unknownRecipe.json().error.fields.recipe_id).toBe('Recette introuvable');
    const lot = await label('DUP-1', '2030-05-01');
    expect((await produce({ product: 'X', lots: [lot.id, lot.id] })).statusCode).toBe(400);
    const refused = await delivery({ accepted: false, refusal_reason: 'Cassé' });
    const r = await produce({ product: 'X', lots: [refused.id] });
    expect(r.statusCode).toBe(422);
    expect(r.json().error.fields.lots).toBe('Cette livraison a été refusée : elle ne peut pas entrer dans une production');
    const reading = await w.equipment({ name: 'Frigo lots', kind: 'fridge' });
    const temp = await created('temperatures', { equipment_id: reading.id, temperature_c: 3 });
    expect((await produce({ product: 'X', lots: [temp.id] })).json().error.fields.lots).toBe(
      'Seuls une étiquette, une livraison ou une production peuvent être un lot',
    );
    // a production cannot go into itself, even through another one
    const a = (await produce({ product: 'A', lots: [lot.id] })).json();
    const b = (await produce({ product: 'B', lots: [a.id] })).json();
    const loop = await w.call('POST', `productions/${a.id}/corrections`, {
      product: 'A',
      quantity: 5,
      unit: 'kg',
      secondary_dlc: '2030-01-10',
      lots: [lot.id, b.id],
      correction_reason: 'Ajout',
    });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().error.fields.lots).toBe('Une production ne peut pas entrer dans sa propre composition');
  });

  it('a correction keeps its lots (or takes new ones), and the trace follows the current version', async () => {
    const l1 = await label('COR-1', '2030-06-01');
    const l2 = await label('COR-2', '2030-06-01');
    const p = (await produce({ product: 'Terrine', lot: 'TER-1', lots: [l1.id, l2.id] })).json();
    const body = { product: 'Terrine', lot: 'TER-1', quantity: 6, unit: 'kg', secondary_dlc: '2030-01-10' };
    const v2 = await w.call('POST', `productions/${p.id}/corrections`, { ...body, correction_reason: 'Pesée refaite' });
    expect(v2.statusCode).toBe(201);
    expect(v2.json()).toMatchObject({ version: 2, quantity: 6, supersedes_id: p.id });
    expect(v2.json().lots.map((l: { original_id: string }) => l.original_id)).toEqual([l1.id, l2.id]);
    const history = (await w.call('GET', `productions/${v2.json().id}/history`)).json();
    expect(history.versions.map((v: Rec) => v.quantity)).toEqual([5, 6]);
    // the lot of the production is found by any version's id; its upstream is the current version's lots
    const trace = (await w.call('GET', `lots/${p.id}/trace`)).json();
    expect(trace.lot).toMatchObject({ id: v2.json().id, original_id: p.id, lot: 'TER-1' });
    expect(trace.upstream.map((n: { lot: string }) => n.lot).sort()).toEqual(['COR-1', 'COR-2']);
    const v3 = await w.call('POST', `productions/${v2.json().id}/corrections`, { ...body, lots: [l1.id], correction_reason: 'Sans COR-2' });
    expect(v3.statusCode).toBe(201);
    expect((await w.call('GET', `lots/${l2.id}/trace`)).json().downstream).toEqual([]);
    expect((await w.call('GET', `lots/${l1.id}/trace`)).json().downstream.map((n: { lot: string }) => n.lot)).toEqual(['TER-1']);
    // the link rows are written once, like the records
    await expect(w.ctx.database.db.execute(sql`delete from haccp_production_lots where production_id = ${p.id}`)).rejects.toThrow();
  });

  it('traces a lot both ways through two levels of productions, back to the delivery', async () => {
    const d = await delivery({ provider: 'Boucherie Martin', products: 'Bœuf' });
    const beef = await label('BOEUF-7', '2030-03-10', { reception_id: d.id });
    expect(beef).toMatchObject({ reception_id: d.id, provider: 'Maison Dupont' });
    const carrots = await label('CAR-3', '2030-03-12');
    const stock = (await produce({ product: 'Fond de bœuf', lot: 'FOND-1', lots: [beef.id], secondary_dlc: '2030-03-05' })).json();
    const stew = (
      await produce({ product: 'Bœuf carottes', lot: 'BC-1', lots: [stock.id, carrots.id], secondary_dlc: '2030-03-04' })
    ).json();
    // a delivery may also be a lot itself
    const salad = (await produce({ product: 'Salade', lot: 'SAL-1', lots: [d.id], secondary_dlc: '2030-03-02' })).json();

    const back = (await w.call('GET', `lots/${stew.id}/trace`)).json();
    expect(back.downstream).toEqual([]);
    expect(back.upstream.map((n: { lot: string | null; depth: number; kind: string }) => [n.depth, n.kind, n.lot])).toEqual([
      [1, 'production', 'FOND-1'],
      [1, 'traceability', 'CAR-3'],
      [2, 'traceability', 'BOEUF-7'],
      [3, 'reception', null],
    ]);
    expect(back.upstream[3]).toMatchObject({ product: 'Bœuf', provider: 'Boucherie Martin', via: beef.id });

    const forward = (await w.call('GET', `lots/${d.id}/trace`)).json();
    expect(forward.lot).toMatchObject({ kind: 'reception', provider: 'Boucherie Martin' });
    expect(forward.downstream.map((n: { lot: string; depth: number }) => [n.depth, n.lot]).sort()).toEqual([
      [1, 'BOEUF-7'],
      [1, 'SAL-1'],
      [2, 'FOND-1'],
      [3, 'BC-1'],
    ]);
    expect(salad.lots[0]).toMatchObject({ kind: 'reception', product: 'Bœuf', lot: null, dlc: null });

    // the lot search: exact number first, deliveries refused are not offered
    const found = (await w.call('GET', 'lots?search=fond-1')).json();
    expect(found.data[0]).toMatchObject({ original_id: stock.id, kind: 'production', lot: 'FOND-1', dlc: '2030-03-05' });
    // the CSV of a recall
    const csv = await w.call('GET', `lots/${beef.id}/trace/export`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('tracabilite-lot-BOEUF-7.csv');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Sens;Niveau;Type;Produit;Lot;DLC;Fournisseur;Enregistré le;Par');
    expect(lines[1]).toContain('Lot recherché;0;Étiquette;Produit BOEUF-7;BOEUF-7;10/03/2030');
    expect(lines.some((l) => l.startsWith('En amont (ingrédient, livraison);1;Livraison;Bœuf'))).toBe(true);
    expect(lines.some((l) => l.startsWith('En aval (production);2;Production;Bœuf carottes;BC-1'))).toBe(true);
  });

  it("another restaurant's lot is refused: 422 as a production's lot, 404 to trace, never in the search", async () => {
    const theirs = await label('B-LOT-1', '2030-04-01', {}, w.b, w.tokens.restorerB);
    const res = await produce({ product: 'Plat', lots: [theirs.id] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.lots).toBe('Lot introuvable');
    expect((await w.call('GET', `lots/${theirs.id}/trace`)).statusCode).toBe(404);
    expect((await w.call('GET', `lots/${theirs.id}/trace/export`)).statusCode).toBe(404);
    expect((await w.call('GET', 'lots?search=B-LOT-1')).json().data).toEqual([]);
    expect((await w.call('GET', `traceabilities`, undefined, w.tokens.restorer, w.b)).statusCode).toBe(403);
    // a label naming another restaurant's delivery
    const theirDelivery = (
      await w.call(
        'POST',
        'receptions',
        { provider: 'X', packaging_ok: true, dlc_ok: true, health_mark_ok: true, accepted: true },
        w.tokens.restorerB,
        w.b,
      )
    ).json();
    const bad = await w.call('POST', 'traceabilities', { product: 'P', lot: 'L', dlc: '2030-01-01', reception_id: theirDelivery.id });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.reception_id).toBe('Livraison introuvable');
  });

  it('puts productions and their lots in the inspector export (PDF and zip)', async () => {
    const l = await label('EXP-1', '2030-07-01');
    await produce({ product: 'Quiche export', lot: 'QE-1', quantity: 2.5, lots: [l.id], secondary_dlc: '2030-06-30' });
    const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const pdf = await w.call('GET', `register/export?from=${from}&to=${day}&format=pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toMatch(/Production \(\d+\)/);
    expect(text).toContain('Quiche export, lot QE-1 : 2,5 kg, DLC 30/06/2030, lots utilisés : Produit EXP-1 (EXP-1)');
    const zip = await w.call('GET', `register/export?from=${from}&to=${day}&format=zip`);
    const csv = strFromU8(unzipSync(new Uint8Array(zip.rawPayload))['production.csv']);
    expect(csv).toContain('Quiche export, lot QE-1 : 2,5 kg, DLC 30/06/2030, lots utilisés : Produit EXP-1 (EXP-1)');
  });

  it('authorization: restorer, admin and franchisor of the mark may; a seller, another restorer and no module may not', async () => {
    const lot = await label('AUTH-1', '2030-04-01');
    const saler = await login(w.ctx.app, w.world.users.saler.email);
    for (const [token, status] of [
      [w.tokens.restorer, 201],
      [w.tokens.admin, 201],
      [w.tokens.franchisor, 201],
      [saler, 403],
      [w.tokens.restorerB, 403],
    ] as const) {
      const res = await w.call(
        'POST',
        'productions',
        { product: 'Auth', quantity: 1, unit: 'portions', secondary_dlc: '2030-01-01', lots: [lot.id] },
        token,
      );
      expect(res.statusCode).toBe(status);
      expect((await w.call('GET', `lots/${lot.id}/trace`, undefined, token)).statusCode).toBe(status === 201 ? 200 : 403);
      expect((await w.call('GET', 'lots', undefined, token)).statusCode).toBe(status === 201 ? 200 : 403);
      expect((await w.call('GET', 'production-recipes', undefined, token)).statusCode).toBe(status === 201 ? 200 : 403);
    }
    // a production is never altered nor deleted, not even by an admin
    const p = (await w.call('GET', 'productions?search=Auth')).json().data[0];
    expect((await w.call('PUT', `productions/${p.id}`, {}, w.tokens.admin)).statusCode).toBe(404);
    expect((await w.call('DELETE', `productions/${p.id}`, undefined, w.tokens.admin)).statusCode).toBe(404);
    // A2 does not hold fitfit_haccp
    const a2 = await w.ctx.app.inject({
      method: 'GET',
      url: `/api/v1/restaurants/${w.world.restaurants.a2.id}/haccp/lots`,
      headers: bearer(w.tokens.restorer),
    });
    expect(a2.statusCode).toBe(403);
  });
});
