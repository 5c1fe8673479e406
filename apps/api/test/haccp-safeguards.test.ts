import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HaccpWorld, haccpWorld } from './haccp-helpers';

/** Issue 24 « Daily use », rules 3 and 4: what an out-of-range entry needs before it is saved. */
let w: HaccpWorld;
beforeAll(async () => {
  w = await haccpWorld();
});
afterAll(() => w.ctx.close());

const hoursAgo = (h: number) => new Date(Math.round((Date.now() - h * 3_600_000) / 60_000) * 60_000).toISOString();
const count = async (sql: string, params: unknown[]) => Number((await w.ctx.database.pool.query(sql, params)).rows[0].n);

describe('HACCP: an out-of-range reading needs its corrective action', () => {
  it('refuses a 9 °C reading in a 0–3 °C cold room without an action, saying the excess; saves it with one and opens its non-conformity', async () => {
    const room = await w.equipment({ name: 'Chambre froide garde-manger', kind: 'cold_room', min_c: 0, max_c: 3 });
    const before = await count('select count(*) as n from haccp_records where restaurant_id = $1', [w.a]);
    for (const action of [undefined, null, '', '   ']) {
      const refused = await w.call('POST', 'temperatures', { equipment_id: room.id, temperature_c: 9, corrective_action: action });
      expect(refused.statusCode, JSON.stringify(action)).toBe(422);
      expect(refused.json().error.fields.corrective_action).toBe("Indiquez l'action corrective : 6 °C au-dessus de la limite de 3 °C");
    }
    // nothing was written: no record, no non-conformity
    expect(await count('select count(*) as n from haccp_records where restaurant_id = $1', [w.a])).toBe(before);

    const saved = await w.call('POST', 'temperatures', {
      equipment_id: room.id,
      temperature_c: 9,
      corrective_action: 'Produits déplacés dans la chambre froide 2, technicien appelé',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      compliant: false,
      temperature_c: 9,
      deviation: '6 °C au-dessus de la limite de 3 °C',
      corrective_action: 'Produits déplacés dans la chambre froide 2, technicien appelé',
      non_conformity: { status: 'corrective_action' },
    });
    const nc = (await w.call('GET', `non-conformities/${saved.json().non_conformity.id}`)).json();
    expect(nc).toMatchObject({ description: '6 °C au-dessus de la limite de 3 °C', corrective_action: saved.json().corrective_action });

    // too cold: the distance below the limit; a compliant reading needs nothing
    const cold = await w.call('POST', 'temperatures', { equipment_id: room.id, temperature_c: -1.5 });
    expect(cold.json().error.fields.corrective_action).toBe("Indiquez l'action corrective : 1,5 °C en dessous de la limite de 0 °C");
    expect((await w.call('POST', 'temperatures', { equipment_id: room.id, temperature_c: 3 })).statusCode).toBe(201);
    const hot = await w.equipment({ name: 'Bain-marie du passe', kind: 'hot_holding', min_c: 63, max_c: null });
    const tepid = await w.call('POST', 'temperatures', { equipment_id: hot.id, temperature_c: 58 });
    expect(tepid.json().error.fields.corrective_action).toBe("Indiquez l'action corrective : 5 °C en dessous de la limite de 63 °C");
    const freezer = await w.equipment({ name: 'Congélateur réserve', kind: 'freezer', min_c: null, max_c: -18 });
    const warm = await w.call('POST', 'temperatures', { equipment_id: freezer.id, temperature_c: -15 });
    expect(warm.json().error.fields.corrective_action).toBe("Indiquez l'action corrective : 3 °C au-dessus de la limite de −18 °C");
  });

  it('holds a correction that stays out of range to the same rule', async () => {
    const room = await w.equipment({ name: 'Chambre froide correction', kind: 'cold_room', min_c: 0, max_c: 3 });
    const ok = (await w.call('POST', 'temperatures', { equipment_id: room.id, temperature_c: 2 })).json();
    const refused = await w.call('POST', `temperatures/${ok.id}/corrections`, {
      equipment_id: room.id,
      temperature_c: 7,
      correction_reason: 'Mauvaise saisie',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields.corrective_action).toBe("Indiquez l'action corrective : 4 °C au-dessus de la limite de 3 °C");
    const corrected = await w.call('POST', `temperatures/${ok.id}/corrections`, {
      equipment_id: room.id,
      temperature_c: 7,
      correction_reason: 'Mauvaise saisie',
      corrective_action: 'Porte fermée, contrôle dans une heure',
    });
    expect(corrected.statusCode, corrected.body).toBe(201);
  });

  it('oils, cooling and reheating: the excess, and refused without an action', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'oils',
        { fryer: 'Friteuse 1', polar_percent: 28, action: 'none' },
        'huile impropre : composés polaires 3 % au-dessus de la limite de 25 %',
      ],
      [
        'heat-transfers',
        { mode: 'cooling', product: 'Blanquette', started_at: hoursAgo(4), start_c: 70, ended_at: hoursAgo(1.5), end_c: 12.5 },
        'fin de refroidissement : 2,5 °C au-dessus de la limite de 10 °C ; refroidissement : 30 min au-delà de la limite de 2 h',
      ],
      [
        'heat-transfers',
        { mode: 'reheating', product: 'Soupe', started_at: hoursAgo(2), start_c: 4, ended_at: hoursAgo(1.5), end_c: 60 },
        'fin de remise en température : 3 °C en dessous de la limite de 63 °C',
      ],
    ];
    for (const [path, body, deviation] of cases) {
      const refused = await w.call('POST', path, body);
      expect(refused.statusCode, deviation).toBe(422);
      expect(refused.json().error.fields.corrective_action).toBe(`Indiquez l'action corrective : ${deviation}`);
      const saved = await w.call('POST', path, { ...body, corrective_action: 'Jeté' });
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json()).toMatchObject({ deviation, non_conformity: { status: 'corrective_action' } });
    }
  });
});

describe('HACCP: a reading does the planned task it answers', () => {
  type Occ = {
    task_id: string;
    due_at: string;
    status: string;
    stored_status: string;
    record_id: string | null;
    equipment_id: string | null;
  };
  const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris' }).format(new Date());
  const occurrences = async (taskId: string) =>
    ((await w.call('GET', `planning?from=${today()}&to=${today()}`)).json().occurrences as Occ[]).filter((o) => o.task_id === taskId);

  it('a reading made from the page completes the morning reading task, and « Faire » knows its equipment', async () => {
    const room = await w.equipment({ name: 'Chambre froide du matin', kind: 'cold_room', min_c: 0, max_c: 3 });
    const fridge = await w.equipment({ name: 'Frigo du matin', kind: 'fridge', min_c: 0, max_c: 4 });
    const due = hoursAgo(1);
    const task = (
      await w.call('POST', 'tasks', { title: 'Relevé du matin', kind: 'temperature', recurrence: 'daily', due_at: due })
    ).json() as { id: string };
    expect((await occurrences(task.id))[0]).toMatchObject({ stored_status: 'todo', equipment_id: null });

    // no task named: the reading of the day does the task it answers
    const reading = (await w.call('POST', 'temperatures', { equipment_id: room.id, temperature_c: 2 })).json();
    const done = (await occurrences(task.id))[0];
    expect(done).toMatchObject({ status: 'done', record_id: reading.id, equipment_id: room.id });

    // tomorrow's occurrence is read on the cold room: a reading of another equipment does not do it
    const tomorrow = new Date(Date.parse(done.due_at) + 86_400_000).toISOString();
    const next = (await w.call('GET', `planning?from=${tomorrow.slice(0, 10)}&to=${tomorrow.slice(0, 10)}`)).json().occurrences as Occ[];
    expect(next.find((o) => o.task_id === task.id)?.equipment_id).toBe(room.id);

    // a second reading of the day has no task left to do: saved, nothing else changes
    const again = await w.call('POST', 'temperatures', { equipment_id: fridge.id, temperature_c: 3 });
    expect(again.statusCode).toBe(201);
    expect((await occurrences(task.id))[0].record_id).toBe(reading.id);
  });

  it('a reading of another equipment does not do a task read on the cold room', async () => {
    const room = await w.equipment({ name: 'Chambre froide B', kind: 'cold_room', min_c: 0, max_c: 3 });
    const fridge = await w.equipment({ name: 'Frigo B', kind: 'fridge', min_c: 0, max_c: 4 });
    const yesterday = new Date(Date.now() - 86_400_000 - 3_600_000).toISOString();
    const task = (
      await w.call('POST', 'tasks', { title: 'Relevé de la chambre froide B', kind: 'temperature', recurrence: 'daily', due_at: yesterday })
    ).json() as { id: string };
    // yesterday's occurrence done through « Faire » on the cold room binds the task to it
    const first = await w.call('POST', 'temperatures', {
      equipment_id: room.id,
      temperature_c: 2,
      task_id: task.id,
      task_due_at: new Date(Date.parse(yesterday)).toISOString(),
      recorded_at: yesterday,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect((await occurrences(task.id))[0]).toMatchObject({ stored_status: 'todo', equipment_id: room.id });
    await w.call('POST', 'temperatures', { equipment_id: fridge.id, temperature_c: 3 });
    expect((await occurrences(task.id))[0].stored_status).toBe('todo');
    const reading = (await w.call('POST', 'temperatures', { equipment_id: room.id, temperature_c: 1 })).json();
    expect((await occurrences(task.id))[0]).toMatchObject({ status: 'done', record_id: reading.id });
  });
});

describe('HACCP: a delivery is checked explicitly', () => {
  const delivery = { provider: 'Pomona e2e', products: 'Crème, beurre', chilled_c: 5.5, frozen_c: null };
  const checks = { packaging_ok: true, dlc_ok: true, health_mark_ok: true };

  it('refuses a delivery whose checks or decision are not answered, naming each field in French', async () => {
    const unanswered = await w.call('POST', 'receptions', {
      ...delivery,
      packaging_ok: null,
      dlc_ok: null,
      health_mark_ok: null,
      accepted: null,
    });
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json().error.fields).toMatchObject({
      packaging_ok: 'Le champ emballages est obligatoire',
      dlc_ok: 'Le champ DLC des produits est obligatoire',
      health_mark_ok: 'Le champ estampille sanitaire est obligatoire',
      accepted: 'Le champ décision est obligatoire',
    });
    const noDecision = await w.call('POST', 'receptions', { ...delivery, ...checks });
    expect(noDecision.json().error.fields.accepted).toBe('Le champ décision est obligatoire');
  });

  it('a 5.5 °C fresh delivery is not accepted without an action: refused with its reason, or accepted with an action', async () => {
    const accepted = await w.call('POST', 'receptions', { ...delivery, ...checks, accepted: true });
    expect(accepted.statusCode).toBe(422);
    expect(accepted.json().error.fields.corrective_action).toBe(
      "Indiquez l'action corrective : produits frais : 1,5 °C au-dessus de la limite de 4 °C",
    );
    // the same for an accepted delivery whose packaging is damaged, whatever its temperature
    const torn = await w.call('POST', 'receptions', { ...delivery, ...checks, chilled_c: 3, packaging_ok: false, accepted: true });
    expect(torn.json().error.fields.corrective_action).toBe("Indiquez l'action corrective : emballage non conforme");

    const refused = await w.call('POST', 'receptions', { ...delivery, ...checks, accepted: false, refusal_reason: 'Crème à 5,5 °C' });
    expect(refused.statusCode, refused.body).toBe(201);
    expect(refused.json()).toMatchObject({
      compliant: false,
      deviation: 'produits frais : 1,5 °C au-dessus de la limite de 4 °C ; livraison refusée',
      corrective_action: null,
      non_conformity: { status: 'open' },
    });
    const withAction = await w.call('POST', 'receptions', {
      ...delivery,
      ...checks,
      accepted: true,
      corrective_action: 'Produits isolés et consommés dans la journée, fournisseur prévenu',
    });
    expect(withAction.statusCode, withAction.body).toBe(201);
    expect(withAction.json()).toMatchObject({ accepted: true, compliant: false, non_conformity: { status: 'corrective_action' } });
    const cold = await w.call('POST', 'receptions', { ...delivery, ...checks, chilled_c: -1, accepted: true });
    expect(cold.json().error.fields.corrective_action).toBe(
      "Indiquez l'action corrective : produits frais : 1 °C en dessous de la limite de 0 °C",
    );
  });
});
