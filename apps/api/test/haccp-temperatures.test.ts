import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HaccpWorld, haccpWorld } from './haccp-helpers';

let w: HaccpWorld;
beforeAll(async () => {
  w = await haccpWorld();
});
afterAll(() => w.ctx.close());

const reading = (equipment_id: string, temperature_c: number, extra: Record<string, unknown> = {}) =>
  w.call('POST', 'temperatures', { equipment_id, temperature_c, ...extra });

describe('HACCP temperatures', () => {
  it('judges each reading against the equipment limits, at and around each limit', async () => {
    const room = await w.equipment({ name: 'Chambre froide positive', kind: 'cold_room', min_c: 0, max_c: 3 });
    const freezer = await w.equipment({ name: 'Congélateur 1', kind: 'freezer', min_c: null, max_c: -18 });
    const bain = await w.equipment({ name: 'Bain-marie', kind: 'hot_holding', min_c: 63, max_c: null });
    const cases: [string, number, boolean][] = [
      [room.id, 3, true],
      [room.id, 3.1, false],
      [room.id, 2.9, true],
      [room.id, 0, true],
      [room.id, -0.1, false],
      [freezer.id, -18, true],
      [freezer.id, -17.9, false],
      [freezer.id, -25, true],
      [bain.id, 63, true],
      [bain.id, 62.9, false],
      [bain.id, 80, true],
    ];
    for (const [id, value, compliant] of cases) {
      // out of range, the reading needs its corrective action (haccp-safeguards.test.ts)
      const res = await reading(id, value, compliant ? {} : { corrective_action: 'Produits contrôlés' });
      expect(res.statusCode, `${value}`).toBe(201);
      expect(res.json().compliant, `${value} °C`).toBe(compliant);
      expect(res.json().non_conformity === null, `${value} °C`).toBe(compliant);
    }
    const out = (await reading(room.id, 5.04, { corrective_action: 'Porte refermée' })).json();
    expect(out).toMatchObject({
      temperature_c: 5,
      compliant: false,
      deviation: '2 °C au-dessus de la limite de 3 °C',
      equipment_name: 'Chambre froide positive',
      non_conformity: { status: 'corrective_action' },
    });
    expect(out.recorded_by_name).toBe('restorer Test');
  });

  it('uses the limits of the equipment as they were when read, editable per equipment', async () => {
    const fridge = await w.equipment({ name: 'Frigo pâtisserie', kind: 'fridge', min_c: 0, max_c: 4 });
    expect((await reading(fridge.id, 5, { corrective_action: 'Réglage du thermostat' })).json().compliant).toBe(false);
    const edited = await w.call('PUT', `equipment/${fridge.id}`, {
      name: 'Frigo pâtisserie',
      kind: 'fridge',
      min_c: 0,
      max_c: 6,
      readings_per_day: 2,
      active: true,
    });
    expect(edited.statusCode).toBe(200);
    expect((await reading(fridge.id, 5)).json().compliant).toBe(true);
    const bad = await w.call('POST', 'equipment', { name: 'X', kind: 'fridge', min_c: 5, max_c: 2, readings_per_day: 1, active: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.max_c).toBe('La limite basse doit être inférieure ou égale à la limite haute');
    const dup = await w.call('POST', 'equipment', { name: 'FRIGO PÂTISSERIE', kind: 'fridge', readings_per_day: 1, active: true });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('Un équipement porte déjà ce nom');
    // its readings are in the register: deleting it is refused
    const del = await w.call('DELETE', `equipment/${fridge.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toBe('Cet équipement a des relevés : désactivez-le plutôt que de le supprimer');
  });

  it('refuses a reading in the future, of an unknown equipment, or without a temperature, in French', async () => {
    const room = await w.equipment({ name: 'Chambre froide 2', kind: 'cold_room', min_c: 0, max_c: 3 });
    const future = await reading(room.id, 2, { recorded_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(future.statusCode).toBe(422);
    expect(future.json().error.fields.recorded_at).toBe("L'heure du relevé ne peut pas être dans le futur");
    const unknown = await reading(randomUUID(), 2);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.message).toBe('Équipement introuvable');
    const missing = await w.call('POST', 'temperatures', { equipment_id: room.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.temperature_c).toBe('Le champ température est obligatoire');
  });

  it('never alters a record: a correction is a new version, both readable, the list shows the current one', async () => {
    const room = await w.equipment({ name: 'Chambre froide 3', kind: 'cold_room', min_c: 0, max_c: 3 });
    const first = (await reading(room.id, 31, { corrective_action: 'Produits déplacés' })).json();
    expect(first.compliant).toBe(false);
    const missingReason = await w.call('POST', `temperatures/${first.id}/corrections`, { equipment_id: room.id, temperature_c: 3.1 });
    expect(missingReason.statusCode).toBe(400);
    expect(missingReason.json().error.fields.correction_reason).toBe('Le champ motif de la correction est obligatoire');
    const corrected = await w.call('POST', `temperatures/${first.id}/corrections`, {
      equipment_id: room.id,
      temperature_c: 3,
      correction_reason: 'Virgule oubliée',
    });
    expect(corrected.statusCode).toBe(201);
    const second = corrected.json();
    expect(second).toMatchObject({
      supersedes_id: first.id,
      version: 2,
      compliant: true,
      correction_reason: 'Virgule oubliée',
      superseded_by_id: null,
    });
    expect((await w.call('GET', `temperatures/${first.id}`)).json()).toMatchObject({ temperature_c: 31, superseded_by_id: second.id });
    const list = (await w.call('GET', `temperatures?equipment_id=${room.id}`)).json();
    expect(list.data.map((r: { id: string }) => r.id)).toEqual([second.id]);
    const home = (await w.call('GET', 'dashboard')).json();
    expect(home.out_of_range.some((o: { id: string }) => o.id === first.id)).toBe(false);
    const history = (await w.call('GET', `temperatures/${second.id}/history`)).json();
    expect(history.versions.map((v: { temperature_c: number }) => v.temperature_c)).toEqual([31, 3]);
    // one correction per version: correcting the old one again is refused, the current one may be corrected
    const again = await w.call('POST', `temperatures/${first.id}/corrections`, {
      equipment_id: room.id,
      temperature_c: 2,
      correction_reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Cet enregistrement a déjà été corrigé : corrigez sa dernière version');
    // no route alters or deletes a record, and PostgreSQL refuses it too, whoever asks
    expect((await w.call('PUT', `temperatures/${first.id}`, { equipment_id: room.id, temperature_c: 2 })).statusCode).toBe(404);
    expect((await w.call('DELETE', `temperatures/${first.id}`, undefined, w.tokens.admin)).statusCode).toBe(404);
    await expect(w.ctx.database.db.execute(sql`delete from haccp_records where id = ${first.id}`)).rejects.toThrow();
    await expect(w.ctx.database.db.execute(sql`update haccp_records set compliant = true where id = ${first.id}`)).rejects.toThrow();
  });

  it('lists the day’s missing readings on the HACCP home, with the open non-conformities and the last out of range', async () => {
    const home0 = (await w.call('GET', 'dashboard')).json();
    const hot = await w.equipment({ name: 'Vitrine chaude', kind: 'hot_holding', min_c: 63, max_c: null, readings_per_day: 3 });
    await w.equipment({ name: 'Ancien frigo', kind: 'fridge', min_c: 0, max_c: 4, readings_per_day: 2, active: false });
    await reading(hot.id, 70);
    const out = (await reading(hot.id, 50, { corrective_action: 'Plats remis en température' })).json();
    const home = (await w.call('GET', 'dashboard')).json();
    expect(home.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(home.missing_readings.find((m: { name: string }) => m.name === 'Vitrine chaude')).toMatchObject({ expected: 3, done: 2 });
    expect(home.missing_readings.some((m: { name: string }) => m.name === 'Ancien frigo')).toBe(false);
    expect(home.open_non_conformities_count).toBe(home0.open_non_conformities_count + 1);
    expect(home.out_of_range[0]).toMatchObject({ id: out.id, kind: 'temperature', summary: 'Vitrine chaude : 50 °C' });
    await reading(hot.id, 65);
    const done = (await w.call('GET', 'dashboard')).json();
    expect(done.missing_readings.some((m: { name: string }) => m.name === 'Vitrine chaude')).toBe(false);
  });
});

describe('HACCP non-conformities', () => {
  it('goes open → corrective action → verified → closed, with who and when, and refuses every other move', async () => {
    // a refused delivery opens its non-conformity without an action (the refusal is one; a reading out of range
    // gives its action at entry and starts at "corrective action")
    const rec = (
      await w.call('POST', 'receptions', {
        provider: 'Primeur du marché',
        chilled_c: 8,
        packaging_ok: true,
        dlc_ok: true,
        health_mark_ok: true,
        accepted: false,
        refusal_reason: 'Chaîne du froid rompue',
      })
    ).json();
    const id = rec.non_conformity.id;
    const step = (body: Record<string, unknown>, token?: string) => w.call('POST', `non-conformities/${id}/steps`, body, token);
    const nc0 = (await w.call('GET', `non-conformities/${id}`)).json();
    expect(nc0).toMatchObject({ status: 'open', record_id: rec.id, record_kind: 'reception', opened_by_name: 'restorer Test' });

    const refusals: [Record<string, unknown>, string][] = [
      [{ step: 'verified' }, "Saisissez d'abord l'action corrective avant de la vérifier"],
      [{ step: 'closed' }, "Saisissez d'abord l'action corrective, puis faites-la vérifier avant de clôturer"],
    ];
    for (const [body, message] of refusals) {
      const res = await step(body);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(message);
    }
    const noNote = await step({ step: 'corrective_action' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.fields.note).toBe("Décrivez l'action corrective");

    const acted = await step({ step: 'corrective_action', note: 'Produits transférés, technicien appelé' });
    expect(acted.statusCode).toBe(200);
    expect(acted.json()).toMatchObject({
      status: 'corrective_action',
      corrective_action: 'Produits transférés, technicien appelé',
      action_by_name: 'restorer Test',
    });
    expect(acted.json().action_at).toBeTruthy();
    expect((await step({ step: 'corrective_action', note: 'encore' })).json().error.message).toBe(
      "L'action corrective de cette non-conformité est déjà saisie",
    );
    expect((await step({ step: 'closed' })).json().error.message).toBe("L'action corrective doit être vérifiée avant de clôturer");

    const verified = await step({ step: 'verified', note: 'Relevé à 2 °C une heure après' }, w.tokens.admin);
    expect(verified.json()).toMatchObject({
      status: 'verified',
      verified_by_name: 'admin Test',
      verification_note: 'Relevé à 2 °C une heure après',
    });
    expect((await step({ step: 'verified' })).json().error.message).toBe('Cette non-conformité est déjà vérifiée');
    const closed = await step({ step: 'closed' });
    expect(closed.json()).toMatchObject({ status: 'closed', closed_by_name: 'restorer Test' });
    const after = await step({ step: 'corrective_action', note: 'x' });
    expect(after.statusCode).toBe(409);
    expect(after.json().error.message).toBe('Cette non-conformité est déjà clôturée');
    expect((await w.call('GET', `receptions/${rec.id}`)).json().non_conformity).toEqual({ id, status: 'closed' });
    const unclosed = (await w.call('GET', 'non-conformities?status=unclosed&per_page=100')).json();
    expect(unclosed.data.some((n: { id: string }) => n.id === id)).toBe(false);
  });

  it('starts at "corrective action" when the entry already gave it', async () => {
    const room = await w.equipment({ name: 'Chambre froide NC2', kind: 'cold_room', min_c: 0, max_c: 3 });
    const rec = (await reading(room.id, 6, { corrective_action: 'Porte refermée' })).json();
    expect(rec.corrective_action).toBe('Porte refermée');
    const nc = (await w.call('GET', `non-conformities/${rec.non_conformity.id}`)).json();
    expect(nc).toMatchObject({ status: 'corrective_action', corrective_action: 'Porte refermée', action_by_name: 'restorer Test' });
  });
});

describe('HACCP tenant isolation', () => {
  it("answers 404 for B's rows under A's URL and 403 for A's URL with B's token", async () => {
    const bRoom = await w.equipment({ name: 'Chambre de B', kind: 'cold_room', min_c: 0, max_c: 3 }, w.b, w.tokens.restorerB);
    const bRec = (
      await w.call(
        'POST',
        'temperatures',
        { equipment_id: bRoom.id, temperature_c: 9, corrective_action: 'Porte refermée' },
        w.tokens.restorerB,
        w.b,
      )
    ).json();
    expect((await w.call('GET', `equipment/${bRoom.id}`)).statusCode).toBe(404);
    expect((await w.call('GET', `temperatures/${bRec.id}`)).statusCode).toBe(404);
    expect((await w.call('GET', `temperatures/${bRec.id}/history`)).statusCode).toBe(404);
    const steal = await w.call('POST', `temperatures/${bRec.id}/corrections`, {
      equipment_id: bRoom.id,
      temperature_c: 2,
      correction_reason: 'x',
    });
    expect(steal.statusCode).toBe(404);
    expect((await w.call('GET', `non-conformities/${bRec.non_conformity.id}`)).statusCode).toBe(404);
    const stepB = await w.call('POST', `non-conformities/${bRec.non_conformity.id}/steps`, { step: 'corrective_action', note: 'x' });
    expect(stepB.statusCode).toBe(404);
    // A's reading of B's equipment: the equipment is not found in A
    expect((await reading(bRoom.id, 2)).statusCode).toBe(422);
    expect((await w.call('GET', 'temperatures', undefined, w.tokens.restorerB)).statusCode).toBe(403);
    expect((await w.call('GET', 'dashboard', undefined, w.tokens.restorerB)).statusCode).toBe(403);
    const aList = (await w.call('GET', 'temperatures?per_page=100')).json();
    expect(aList.data.some((r: { id: string }) => r.id === bRec.id)).toBe(false);
    // A2 does not hold fitfit_haccp
    expect((await w.call('GET', 'temperatures', undefined, w.tokens.restorer, w.world.restaurants.a2.id)).statusCode).toBe(403);
  });
});
