import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HaccpWorld, haccpWorld } from './haccp-helpers';

let w: HaccpWorld;
let cook: string;
let cookB: string;
beforeAll(async () => {
  w = await haccpWorld();
  const pool = w.ctx.database.pool;
  const posUser = async (restaurantId: string, first: string) => {
    const role = (await pool.query("insert into caisse_roles (restaurant_id, name) values ($1, 'Cuisine') returning id", [restaurantId]))
      .rows[0].id;
    return (
      await pool.query(
        "insert into caisse_pos_users (restaurant_id, role_id, first_name, last_name, pin_hash) values ($1, $2, $3, 'Martin', 'x') returning id",
        [restaurantId, role, first],
      )
    ).rows[0].id as string;
  };
  cook = await posUser(w.a, 'Léa');
  cookB = await posUser(w.b, 'Hugo');
});
afterAll(() => w.ctx.close());

type Occ = {
  task_id: string;
  due_at: string;
  day: string;
  status: string;
  stored_status: string;
  record_id: string | null;
  equipment_id: string | null;
};
const task = async (body: Record<string, unknown>) => {
  const res = await w.call('POST', 'tasks', { title: 'Relevé chambre froide', kind: 'temperature', recurrence: 'none', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; assignee_name: string | null };
};
const planning = async (from: string, to: string) => {
  const res = await w.call('GET', `planning?from=${from}&to=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().occurrences as Occ[];
};
const of = (all: Occ[], id: string) => all.filter((o) => o.task_id === id);
const move = (id: string, due_at: string, status: string, token?: string) =>
  w.call('POST', `tasks/${id}/transitions`, { due_at, status }, token);
const hoursFromNow = (h: number) => new Date(Math.round((Date.now() + h * 3_600_000) / 60_000) * 60_000).toISOString();
const day = (iso: string) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris' }).format(new Date(iso));

describe('HACCP planning: recurrence', () => {
  it('repeats a daily task at the same local time, across the spring clock change', async () => {
    const t = await task({ due_at: '2026-03-27T08:00:00+01:00', recurrence: 'daily', assignee_pos_user_id: cook });
    expect(t.assignee_name).toBe('Léa Martin');
    const occ = of(await planning('2026-03-26', '2026-04-01'), t.id);
    expect(occ.map((o) => o.day)).toEqual(['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01']);
    expect(occ[0].due_at).toBe('2026-03-27T07:00:00.000Z');
    expect(occ[2].due_at).toBe('2026-03-29T06:00:00.000Z'); // 08:00 in summer time
  });

  it('expands weekly and monthly tasks, stops at "until", and reaches a far range without the days between', async () => {
    const weekly = await task({ due_at: '2026-02-02T10:00:00+01:00', recurrence: 'weekly', until: '2026-02-23' });
    expect(of(await planning('2026-02-01', '2026-03-15'), weekly.id).map((o) => o.day)).toEqual([
      '2026-02-02',
      '2026-02-09',
      '2026-02-16',
      '2026-02-23',
    ]);
    const monthly = await task({ due_at: '2026-01-31T09:00:00+01:00', recurrence: 'monthly' });
    const months = [...(await planning('2026-01-01', '2026-02-28')), ...(await planning('2026-03-01', '2026-04-30'))];
    // the 31st falls on the last day of shorter months, and comes back to the 31st
    expect(of(months, monthly.id).map((o) => o.day)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    const once = await task({ due_at: '2026-02-10T09:00:00+01:00' });
    expect(of(await planning('2026-02-01', '2026-02-28'), once.id)).toHaveLength(1);
    const old = await task({ due_at: '2024-01-01T07:30:00+01:00', recurrence: 'daily' });
    expect(of(await planning('2026-06-01', '2026-06-07'), old.id)).toHaveLength(7);
  });

  it('refuses a reversed or too long range, and an end of repetition before the first due date', async () => {
    expect((await w.call('GET', 'planning?from=2026-03-10&to=2026-03-01')).statusCode).toBe(400);
    const long = await w.call('GET', 'planning?from=2026-01-01&to=2026-06-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.to).toBe('La période ne peut pas dépasser 62 jours');
    const bad = await w.call('POST', 'tasks', {
      title: 'X',
      kind: 'other',
      recurrence: 'daily',
      due_at: '2026-03-10T08:00:00+01:00',
      until: '2026-03-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.until).toBe('La fin de la répétition doit être après la première échéance');
  });
});

describe('HACCP planning: states', () => {
  it('moves todo → in_progress → todo, refuses the same state twice, and a done task never moves', async () => {
    const due = hoursFromNow(3);
    const t = await task({ title: 'Vérifier les étiquettes', kind: 'other', due_at: due });
    const started = await move(t.id, due, 'in_progress');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ status: 'in_progress', started_by_name: expect.any(String) });
    expect((await move(t.id, due, 'in_progress')).json().error.message).toBe('Cette tâche est déjà en cours');
    expect((await move(t.id, due, 'todo')).json()).toMatchObject({ status: 'todo' });
    const again = await move(t.id, due, 'todo');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Cette tâche est déjà à faire');
    await move(t.id, due, 'in_progress');
    expect((await move(t.id, due, 'done')).json()).toMatchObject({ status: 'done', done_by_name: expect.any(String) });
    for (const status of ['todo', 'in_progress', 'done']) {
      const res = await move(t.id, due, status);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('Cette tâche est déjà faite');
    }
  });

  it('refuses a due time that is not an occurrence of the task', async () => {
    const t = await task({ kind: 'other', due_at: '2026-05-04T08:00:00+02:00', recurrence: 'daily' });
    const res = await move(t.id, '2026-05-05T09:00:00+02:00', 'in_progress');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Cette échéance ne correspond pas à la tâche');
    expect((await move(t.id, '2026-05-05T08:00:00+02:00', 'in_progress')).statusCode).toBe(200);
  });

  it('a task of a record kind is done by its record, not by hand', async () => {
    const due = hoursFromNow(-1);
    const t = await task({ title: 'Relevé du midi', kind: 'temperature', due_at: due });
    const byHand = await move(t.id, due, 'done');
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().error.message).toBe('Cette tâche se fait en enregistrant : Relevé de température');
    await move(t.id, due, 'in_progress');
    const fridge = await w.equipment({ name: 'Frigo planning', kind: 'fridge', min_c: 0, max_c: 4 });
    const wrongKind = await w.call('POST', 'oils', { fryer: 'F1', polar_percent: 12, action: 'none', task_id: t.id, task_due_at: due });
    expect(wrongKind.statusCode).toBe(422);
    const half = await w.call('POST', 'temperatures', { equipment_id: fridge.id, temperature_c: 3, task_id: t.id });
    expect(half.statusCode).toBe(422);
    const reading = await w.call('POST', 'temperatures', { equipment_id: fridge.id, temperature_c: 3, task_id: t.id, task_due_at: due });
    expect(reading.statusCode, reading.body).toBe(201);
    const [occ] = of(await planning(day(due), day(due)), t.id);
    expect(occ).toMatchObject({ status: 'done', record_id: reading.json().id });
    const twice = await w.call('POST', 'temperatures', { equipment_id: fridge.id, temperature_c: 3, task_id: t.id, task_due_at: due });
    expect(twice.statusCode).toBe(409);
    // the refused record was not written
    const list = (await w.call('GET', `temperatures?equipment_id=${fridge.id}`)).json();
    expect(list.total_entries).toBe(1);
  });
});

describe('HACCP planning: the equipment of a temperature task', () => {
  it('names its equipment (shown in the planning), « Faire » is done by a reading of it, not of another', async () => {
    const room = await w.equipment({ name: 'Chambre froide planifiée', kind: 'cold_room', min_c: 0, max_c: 3 });
    const fridge = await w.equipment({ name: 'Frigo non planifié', kind: 'fridge', min_c: 0, max_c: 4 });
    const due = hoursFromNow(-2);
    const created = await w.call('POST', 'tasks', {
      title: 'Relevé de la chambre froide',
      kind: 'temperature',
      recurrence: 'daily',
      due_at: due,
      equipment_id: room.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const t = created.json();
    expect(t).toMatchObject({ equipment_id: room.id, equipment_name: 'Chambre froide planifiée' });
    expect((await w.call('GET', `tasks/${t.id}`)).json()).toMatchObject({ equipment_id: room.id });
    // every occurrence carries it, before any reading did the task: « Faire » preselects it
    const occ = of(await planning(day(due), day(hoursFromNow(48))), t.id);
    expect(occ.length).toBeGreaterThanOrEqual(2);
    for (const o of occ) expect(o).toMatchObject({ equipment_id: room.id, equipment_name: 'Chambre froide planifiée' });

    // a reading of another equipment through « Faire » does not do it, and is not written
    const other = await w.call('POST', 'temperatures', { equipment_id: fridge.id, temperature_c: 3, task_id: t.id, task_due_at: due });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.fields.equipment_id).toBe('Cette tâche se relève sur : Chambre froide planifiée');
    expect((await w.call('GET', `temperatures?equipment_id=${fridge.id}`)).json().total_entries).toBe(0);
    // nor does one made from the page
    expect((await w.call('POST', 'temperatures', { equipment_id: fridge.id, temperature_c: 3 })).statusCode).toBe(201);
    expect(of(await planning(day(due), day(due)), t.id)[0].stored_status).toBe('todo');
    // a reading of its equipment through « Faire » does it
    const reading = await w.call('POST', 'temperatures', { equipment_id: room.id, temperature_c: 2, task_id: t.id, task_due_at: due });
    expect(reading.statusCode, reading.body).toBe(201);
    expect(of(await planning(day(due), day(due)), t.id)[0]).toMatchObject({ status: 'done', record_id: reading.json().id });

    // edited to no equipment: the last reading's is still proposed
    const edited = await w.call('PUT', `tasks/${t.id}`, { title: t.title, kind: 'temperature', recurrence: 'daily', due_at: t.due_at });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ equipment_id: null, equipment_name: null });
    expect(of(await planning(day(due), day(due)), t.id)[0].equipment_id).toBe(room.id);
    // the equipment a task reads cannot be deleted under it (409), and can once the task is gone
    const planned = await w.equipment({ name: 'Frigo du planning', kind: 'fridge', min_c: 0, max_c: 4 });
    const next = await task({ title: 'Relevé du frigo', kind: 'temperature', due_at: hoursFromNow(20), equipment_id: planned.id });
    const refused = await w.call('DELETE', `equipment/${planned.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Cet équipement est relevé par une tâche du planning : changez la tâche ou désactivez-le');
    expect((await w.call('DELETE', `tasks/${next.id}`)).statusCode).toBe(204);
    expect((await w.call('DELETE', `equipment/${planned.id}`)).statusCode).toBe(204);
  });

  it('refuses an equipment on a task that is not a reading (400), and another restaurant’s (422, PostgreSQL too)', async () => {
    const room = await w.equipment({ name: 'Chambre froide refus', kind: 'cold_room', min_c: 0, max_c: 3 });
    const base = { title: 'Tâche', recurrence: 'none', due_at: hoursFromNow(4) };
    const oil = await w.call('POST', 'tasks', { ...base, kind: 'oil', equipment_id: room.id });
    expect(oil.statusCode).toBe(400);
    expect(oil.json().error.fields.equipment_id).toBe('Seul un relevé de température se fait sur un équipement');
    const foreign = await w.equipment({ name: 'Chambre froide de B', kind: 'cold_room', min_c: 0, max_c: 3 }, w.b, w.tokens.restorerB);
    const count = async () => Number((await w.ctx.database.pool.query('select count(*) from haccp_tasks')).rows[0].count);
    const before = await count();
    const crossed = await w.call('POST', 'tasks', { ...base, kind: 'temperature', equipment_id: foreign.id });
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json().error.fields.equipment_id).toBe('Équipement introuvable');
    const t = await task({ ...base, kind: 'temperature', equipment_id: room.id });
    const moved = await w.call('PUT', `tasks/${t.id}`, { ...base, kind: 'temperature', equipment_id: foreign.id });
    expect(moved.statusCode).toBe(422);
    expect((await w.call('GET', `tasks/${t.id}`)).json().equipment_id).toBe(room.id);
    expect(await count()).toBe(before + 1);
    // the composite key refuses it below the API as well
    await expect(w.ctx.database.pool.query('update haccp_tasks set equipment_id = $1 where id = $2', [foreign.id, t.id])).rejects.toThrow(
      /haccp_tasks_equipment_fk/,
    );
  });
});

describe('HACCP planning: late', () => {
  it('is late when past due and not done, whatever its stored state; the home shows today and the late ones', async () => {
    const past = hoursFromNow(-30);
    const future = hoursFromNow(30);
    const late = await task({ title: 'Tâche oubliée', kind: 'other', due_at: past });
    const started = await task({ title: 'Tâche commencée', kind: 'other', due_at: past });
    const done = await task({ title: 'Tâche faite', kind: 'other', due_at: past });
    const upcoming = await task({ title: 'Tâche à venir', kind: 'other', due_at: future });
    await move(started.id, past, 'in_progress');
    await move(done.id, past, 'done');
    const all = [...(await planning(day(past), day(future)))];
    expect(of(all, late.id)[0].status).toBe('late');
    expect(of(all, started.id)[0]).toMatchObject({ status: 'late', stored_status: 'in_progress' });
    expect(of(all, done.id)[0].status).toBe('done');
    expect(of(all, upcoming.id)[0].status).toBe('todo');
    const home = (await w.call('GET', 'dashboard')).json();
    const lateIds = home.late_tasks.map((o: Occ) => o.task_id);
    if (day(past) !== day(new Date().toISOString())) {
      expect(lateIds).toEqual(expect.arrayContaining([late.id, started.id]));
      expect(lateIds).not.toContain(done.id);
    }
    const now = hoursFromNow(0);
    const today = await task({ title: 'Tâche du jour', kind: 'other', due_at: now });
    const home2 = (await w.call('GET', 'dashboard')).json();
    expect(home2.tasks_today.map((o: Occ) => o.task_id)).toContain(today.id);
  });
});

describe('HACCP planning: authorization and tenancy', () => {
  it('refuses another restaurant (403), its tasks (404) and an assignee of another restaurant (422)', async () => {
    const due = hoursFromNow(5);
    const t = await task({ kind: 'other', due_at: due });
    expect((await w.call('GET', 'planning?from=2026-01-01&to=2026-01-31', undefined, w.tokens.restorerB)).statusCode).toBe(403);
    expect((await move(t.id, due, 'in_progress', w.tokens.restorerB)).statusCode).toBe(403);
    const foreign = await w.call('POST', `tasks/${t.id}/transitions`, { due_at: due, status: 'in_progress' }, w.tokens.restorerB, w.b);
    expect(foreign.statusCode).toBe(404);
    expect(
      (await w.call('PUT', `tasks/${t.id}`, { title: 'X', kind: 'other', recurrence: 'none', due_at: due }, w.tokens.restorerB, w.b))
        .statusCode,
    ).toBe(404);
    expect((await w.call('DELETE', `tasks/${t.id}`, undefined, w.tokens.restorerB, w.b)).statusCode).toBe(404);
    const wrongAssignee = await w.call('POST', 'tasks', {
      title: 'X',
      kind: 'other',
      recurrence: 'none',
      due_at: due,
      assignee_pos_user_id: cookB,
    });
    expect(wrongAssignee.statusCode).toBe(422);
    expect(wrongAssignee.json().error.fields.assignee_pos_user_id).toBe('Choisissez une personne de l’équipe du restaurant');
    const assignees = (await w.call('GET', 'assignees')).json().data;
    expect(assignees).toEqual([{ id: cook, name: 'Léa Martin' }]);
    // the admin and the franchisor of the mark act for the restaurant
    expect((await move(t.id, due, 'in_progress', w.tokens.admin)).statusCode).toBe(200);
    expect((await w.call('GET', 'planning?from=2026-01-01&to=2026-01-31', undefined, w.tokens.franchisor)).statusCode).toBe(200);
    expect((await w.call('DELETE', `tasks/${t.id}`)).statusCode).toBe(204);
    expect((await move(t.id, due, 'todo')).statusCode).toBe(404);
  });
});
