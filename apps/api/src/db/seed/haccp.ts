import {
  checkHeatTransfer,
  checkOil,
  checkReception,
  checkTemperature,
  defaultLimits,
  type EquipmentKind,
  type Verdict,
} from '@fitfit/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { newId } from '../../lib/ids';
import { iso } from '../../lib/iso';
import type { Db } from '../database';
import {
  haccpChecklistTemplates,
  haccpCleaningTasks,
  haccpEquipment,
  haccpNonConformities,
  haccpProductionLots,
  haccpRecords,
  haccpTaskStates,
  haccpTasks,
} from '../schema';

type RecordRow = typeof haccpRecords.$inferInsert;
type NcRow = typeof haccpNonConformities.$inferInsert;
type Owner = { id: string | null; name: string };
/** A lot as a production's record copies it (contracts `productionLotSchema`). */
type LotCopy = {
  original_id: string;
  kind: 'traceability' | 'reception' | 'production';
  product: string;
  lot: string | null;
  dlc: string | null;
  provider: string | null;
};

const equipmentPlan: { name: string; kind: EquipmentKind; per_day: number; base: number; slots: string[] }[] = [
  { name: 'Chambre froide positive', kind: 'cold_room', per_day: 2, base: 2, slots: ['08:10', '17:40'] },
  { name: 'Réfrigérateur du passe', kind: 'fridge', per_day: 2, base: 3, slots: ['08:15', '17:45'] },
  { name: 'Congélateur', kind: 'freezer', per_day: 1, base: -21, slots: ['08:20'] },
  { name: 'Bain-marie', kind: 'hot_holding', per_day: 1, base: 68, slots: ['12:05'] },
];
/** What each out-of-range reading became (same index as the reading among the out-of-range ones). */
const outOfRange: Record<EquipmentKind, { value: number; action: string }> = {
  cold_room: { value: 6.5, action: 'Porte mal fermée : refermée, produits contrôlés à cœur (3 °C), conservés' },
  fridge: { value: 7.2, action: 'Produits transférés en chambre froide, technicien frigoriste appelé' },
  freezer: { value: -12, action: 'Dégivrage lancé, produits déplacés dans le congélateur de réserve' },
  hot_holding: { value: 55, action: 'Préparations remises à 75 °C à cœur, thermostat du bain-marie réglé' },
};
const providers = ['Metro Nantes', 'Maison Dupont Viandes', 'Pomona Passion Froid', 'Laiterie Saint-Malo', 'Marée de Bretagne'];
const cooled = ['Blanquette de veau', 'Bœuf bourguignon', 'Riz pilaf', 'Fond de volaille', 'Sauce tomate'];

const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/** A wall-clock time of the restaurant, as PostgreSQL converts it (the same rule as its timezone column). */
const localTime = (date: string, time: string, timezone: string): SQL => sql`(${`${date} ${time}`}::timestamp at time zone ${timezone})`;
const inChunks = async <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
};

/**
 * Demo HACCP register (PRODUCT §5, §9) of every demo restaurant holding fitfit_haccp, over `DEMO_DAYS`:
 * equipment with the regulation's limits, daily readings with a few out of range and their corrective
 * actions (older non-conformities closed, the last ones still open), weekly receptions with one refusal,
 * oil tests, cooling records, a few labels of opened products, a cleaning plan with the daily cleaning signed,
 * the opening and closing checklists with the opening one filled every morning. Today's evening readings are not taken yet,
 * so the home shows missing readings. Verdicts come from the same thresholds as the API; rows go in
 * multi-row inserts.
 */
export const seedHaccp = async (db: Db, days = loadConfig().DEMO_DAYS, now = new Date()) => {
  if (days <= 0) return;
  const { rows: restaurants } = await db.execute<{
    id: string;
    timezone: string;
    today: string;
    hour: number;
    owner_id: string | null;
    owner: string | null;
  }>(
    sql`select r.id, r.timezone, to_char((${now.toISOString()}::timestamptz at time zone r.timezone)::date, 'YYYY-MM-DD') as today,
          extract(hour from ${now.toISOString()}::timestamptz at time zone r.timezone)::int as hour,
          u.id as owner_id, u.first_name || ' ' || u.last_name as owner
        from restaurants r
        left join lateral (select u.* from restaurant_users ru join users u on u.id = ru.user_id
                           where ru.restaurant_id = r.id order by u.created_at limit 1) u on true
        where exists (select 1 from fitfit_module_restaurants fmr join fitfit_modules m on m.id = fmr.fitfit_module_id
                      where fmr.restaurant_id = r.id and m.code_name = 'fitfit_haccp')
          and not exists (select 1 from haccp_equipment e where e.restaurant_id = r.id)
        order by r.name`,
  );
  await Promise.all(restaurants.map((r, i) => seedRestaurant(db, r, days, { id: r.owner_id, name: r.owner ?? 'Équipe cuisine' }, i)));
};

const seedRestaurant = async (
  db: Db,
  r: { id: string; timezone: string; today: string; hour: number },
  days: number,
  owner: Owner,
  salt: number,
) => {
  const equipment = await db
    .insert(haccpEquipment)
    .values(
      equipmentPlan.map((e) => ({
        restaurant_id: r.id,
        name: e.name,
        kind: e.kind,
        ...defaultLimits[e.kind],
        readings_per_day: e.per_day,
      })),
    )
    .returning();
  const cleaningTasks = await db
    .insert(haccpCleaningTasks)
    .values([
      {
        restaurant_id: r.id,
        zone: 'Cuisine',
        task: 'Plans de travail',
        product: 'Détergent désinfectant',
        method: 'Nettoyer, rincer, désinfecter, laisser sécher',
        frequency: 'daily',
      },
      {
        restaurant_id: r.id,
        zone: 'Chambre froide',
        task: 'Sols et étagères',
        product: 'Détergent désinfectant',
        method: 'Vider, nettoyer, désinfecter',
        frequency: 'weekly',
      },
      {
        restaurant_id: r.id,
        zone: 'Friteuse',
        task: 'Cuve et paniers',
        product: 'Dégraissant',
        method: 'Vidanger froide, dégraisser, rincer',
        frequency: 'monthly',
      },
    ])
    .returning();
  const [opening] = await db
    .insert(haccpChecklistTemplates)
    .values([
      {
        restaurant_id: r.id,
        name: 'Ouverture',
        moment: 'opening',
        items: ['Tenues propres et mains lavées', 'Températures des enceintes relevées', 'Plans de travail désinfectés'],
      },
      {
        restaurant_id: r.id,
        name: 'Fermeture',
        moment: 'closing',
        items: ['Denrées filmées et étiquetées', 'Sols lavés', 'Poubelles vidées'],
      },
    ])
    .returning();
  const first = addDays(r.today, -(days - 1));
  // the delivery of two weeks ago (or the first, on a short demo) is refused
  const refusedWeek = Math.max(0, Math.floor((days - 1) / 7) - 2);
  const doneBy = await recordDays(db, r, { equipment, daily: cleaningTasks[0], opening }, owner, salt, {
    base: first,
    from: first,
    refusedWeek,
  });
  await seedPlanning(db, r, first, owner, doneBy, equipment[0]?.id ?? null);
};

type Place = { id: string; timezone: string; today: string; hour: number };
/** The demo's equipment (in `equipmentPlan`'s order, a missing one undefined), daily cleaning task and opening checklist. */
type Register = {
  equipment: (typeof haccpEquipment.$inferSelect | undefined)[];
  daily: typeof haccpCleaningTasks.$inferSelect | undefined;
  opening: typeof haccpChecklistTemplates.$inferSelect | undefined;
};
/**
 * The days to record: from `from` to the restaurant's today; `base` is the day of index 0 of the patterns (which
 * reading is out of range, which week's delivery is refused: `refusedWeek`, -1 for none). With `after` (a catch-up),
 * that day only gets its readings of the hours after `after.hour`, its other records being made already.
 */
type Span = { base: string; from: string; refusedWeek: number; after?: { date: string; hour: number } };

/**
 * The demo register's records of `span` (the first seed's whole history, or a catch-up's days): temperature
 * readings (out of range with their corrective action and non-conformity), the daily cleaning, the opening
 * checklist, the weekly delivery, oil test, coolings, label and productions. Returns the records each task of the
 * planning is done by, `<kind>:<date>`.
 */
const recordDays = async (db: Db, r: Place, register: Register, owner: Owner, salt: number, span: Span) => {
  const { equipment, daily, opening } = register;
  const records: RecordRow[] = [];
  const ncs: NcRow[] = [];
  const productionLots: (typeof haccpProductionLots.$inferInsert)[] = [];
  // the demo card's recipes (stock module), when the restaurant has them: productions name them
  const { rows: recipeRows } = await db.execute<{ id: string; name: string }>(
    sql`select id, name from stock_recipes where restaurant_id = ${r.id} and archived_at is null`,
  );
  const recipeOf = (name: string) => recipeRows.find((x) => x.name === name)?.id ?? null;
  /** The lots of the week, by date: the Tuesday delivery, the Wednesday label, the Thursday stock. */
  const lotsOf = new Map<string, LotCopy>();
  const produce = (date: string, time: string, name: string, lot: string, quantity: number, unit: string, dlc: string, used: LotCopy[]) => {
    const data = { recipe_id: recipeOf(name), product: name, lot, quantity, unit, secondary_dlc: dlc, lots: used };
    add('production', date, time, data, { compliant: true, deviation: null });
    const id = records[records.length - 1].id as string;
    for (const l of used) productionLots.push({ restaurant_id: r.id, production_id: id, lot_original_id: l.original_id });
    return { original_id: id, kind: 'production' as const, product: name, lot, dlc, provider: null };
  };
  /** Ids of the records the demo planning's tasks were done by: `<kind>:<date>`. */
  const doneBy = new Map<string, string>();
  const add = (
    kind: string,
    date: string,
    time: string,
    data: Record<string, unknown>,
    verdict: Verdict,
    extra: Partial<RecordRow> = {},
  ) => {
    const id = newId();
    if (!doneBy.has(`${kind}:${date}`)) doneBy.set(`${kind}:${date}`, id);
    const age = Math.round((Date.parse(r.today) - Date.parse(date)) / 86_400_000);
    const action = verdict.compliant ? null : (extra.corrective_action ?? null);
    records.push({
      id,
      restaurant_id: r.id,
      kind,
      recorded_at: localTime(date, time, r.timezone) as unknown as Date,
      recorded_by_user_id: owner.id,
      recorded_by_name: owner.name,
      data,
      compliant: verdict.compliant,
      deviation: verdict.deviation,
      original_id: id,
      created_at: localTime(date, time, r.timezone) as unknown as Date,
      ...extra,
      corrective_action: action,
    });
    if (verdict.compliant) return;
    const at = localTime(date, time, r.timezone) as unknown as Date;
    // the last days' non-conformities are still being handled; older ones went through every step
    const status = age <= 2 ? (action ? 'corrective_action' : 'open') : 'closed';
    ncs.push({
      restaurant_id: r.id,
      record_id: id,
      record_kind: kind,
      status,
      description: verdict.deviation ?? 'Non conforme',
      opened_at: at,
      opened_by_name: owner.name,
      ...(action ? { corrective_action: action, action_at: at, action_by_user_id: owner.id, action_by_name: owner.name } : {}),
      ...(status === 'closed'
        ? {
            verification_note: 'Contrôle suivant conforme',
            verified_at: localTime(addDays(date, 1), '09:00', r.timezone) as unknown as Date,
            verified_by_user_id: owner.id,
            verified_by_name: owner.name,
            closed_at: localTime(addDays(date, 1), '09:05', r.timezone) as unknown as Date,
            closed_by_user_id: owner.id,
            closed_by_name: owner.name,
          }
        : {}),
    });
  };

  // the last cold-room reading taken is out of range, its corrective action given at entry (the rule) and still to be
  // verified: this morning's once its time has come, before that (early in the morning) yesterday evening's
  const firstSlotHour = Number(equipmentPlan[0].slots[0].slice(0, 2));
  const latestOut =
    r.hour >= firstSlotHour ? { date: r.today, slot: 0 } : { date: addDays(r.today, -1), slot: equipmentPlan[0].slots.length - 1 };
  for (let date = span.from; date <= r.today; date = addDays(date, 1)) {
    const d = Math.round((Date.parse(date) - Date.parse(span.base)) / 86_400_000);
    const isToday = date === r.today;
    const { after } = span;
    equipmentPlan.forEach((plan, ei) => {
      const e = equipment[ei];
      if (!e) return;
      plan.slots.forEach((time, si) => {
        // today, only the readings whose time has come (the evening one is still to do)
        if (isToday && Number(time.slice(0, 2)) > r.hour) return;
        // a catch-up's first day: the readings the last run left to do
        if (after && date === after.date && Number(time.slice(0, 2)) <= after.hour) return;
        // a few readings out of range: about one every three weeks per equipment
        const latest = date === latestOut.date && ei === 0 && si === latestOut.slot;
        const out = (d * 7 + ei * 11 + si * 5 + salt * 3) % 61 === 0 || latest;
        const wobble = ((d + ei + si) % 5) * 0.2 - 0.4;
        const value = out ? outOfRange[plan.kind].value : Math.round((plan.base + wobble) * 10) / 10;
        const verdict = checkTemperature(value, e);
        // out of range, a reading is saved with its corrective action (docs/haccp.md "Corrective action")
        add('temperature', date, time, { temperature_c: value, limits: { min_c: e.min_c, max_c: e.max_c } }, verdict, {
          equipment_id: e.id,
          corrective_action: outOfRange[plan.kind].action,
        });
      });
    });
    if (after && date <= after.date) continue;
    const weekday = weekdayOf(date);
    const week = Math.floor(d / 7);
    if (daily)
      add(
        'cleaning',
        date,
        '22:45',
        { cleaning_task_id: daily.id, zone: daily.zone, task: daily.task, done: true, done_by: owner.name },
        { compliant: true, deviation: null },
      );
    if (opening) {
      const answers = opening.items.map((item) => ({ item, ok: true }));
      add(
        'checklist',
        date,
        '08:00',
        { template_id: opening.id, template_name: opening.name, answers },
        { compliant: true, deviation: null },
      );
    }
    // weekly delivery on Tuesday; one is refused (span.refusedWeek)
    if (weekday === 2) {
      const refused = week === span.refusedWeek;
      const reception = {
        provider: providers[(week + salt) % providers.length],
        products: 'Viandes, produits laitiers, surgelés',
        chilled_c: refused ? 8.5 : 2.5 + (week % 3) * 0.5,
        frozen_c: -20,
        packaging_ok: true,
        dlc_ok: true,
        health_mark_ok: true,
        accepted: !refused,
        refusal_reason: refused ? 'Chaîne du froid rompue : viande à 8,5 °C à la livraison' : null,
      };
      add('reception', date, '07:30', reception, checkReception(reception), {
        corrective_action: refused ? 'Livraison refusée et rendue au livreur, fournisseur prévenu, commande de remplacement passée' : null,
      });
      if (!refused) {
        const id = records[records.length - 1].id as string;
        lotsOf.set(`reception:${date}`, {
          original_id: id,
          kind: 'reception',
          product: reception.products,
          lot: null,
          dlc: null,
          provider: reception.provider,
        });
      }
    }
    if (weekday === 6) {
      const polar = 12 + (week % 4) * 4.5;
      const action = polar > 20 ? 'changed' : 'filtered';
      add('oil', date, '22:30', { fryer: 'Friteuse 1', polar_percent: polar, oil_c: 175, action }, checkOil(polar), {
        corrective_action: polar > 25 ? 'Huile changée' : null,
      });
    }
    if (weekday === 1 || weekday === 4) {
      const product = cooled[(d + salt) % cooled.length];
      // now and then a cooling too slow and not cold enough
      const slow = d % 23 === 5;
      const minutes = slow ? 135 : 95;
      const endTime = `${15 + Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
      const transfer = { mode: 'cooling' as const, product, start_c: 72, end_c: slow ? 11 : 8 };
      // the verdict depends on the duration only, which no timezone changes
      const verdict = checkHeatTransfer({
        ...transfer,
        started_at: '2000-01-01T15:00:00Z',
        ended_at: new Date(Date.parse('2000-01-01T15:00:00Z') + minutes * 60_000).toISOString(),
      });
      add('heat_transfer', date, endTime, transfer, verdict, {
        data: sql`jsonb_build_object('mode', ${transfer.mode}::text, 'product', ${product}::text, 'start_c', ${transfer.start_c}::numeric,
          'end_c', ${transfer.end_c}::numeric, 'started_at', ${iso(localTime(date, '15:00', r.timezone))},
          'ended_at', ${iso(localTime(date, endTime, r.timezone))})` as unknown as Record<string, unknown>,
        corrective_action: slow ? 'Préparation jetée, cellule de refroidissement vérifiée' : null,
      });
    }
    if (weekday === 3) {
      // the cream opened on Wednesday came with Tuesday's delivery (when it was accepted)
      const delivery = lotsOf.get(`reception:${addDays(date, -1)}`);
      const label = {
        product: 'Crème liquide 35 %',
        lot: `L${date.replaceAll('-', '').slice(2)}`,
        dlc: addDays(date, 20),
        provider: delivery?.provider ?? 'Laiterie Saint-Malo',
        opened_on: date,
        secondary_dlc: addDays(date, 3),
        reception_id: delivery?.original_id ?? null,
      };
      add('traceability', date, '10:00', label, { compliant: true, deviation: null });
      const labelLot: LotCopy = {
        original_id: records[records.length - 1].id as string,
        kind: 'traceability',
        product: label.product,
        lot: label.lot,
        dlc: label.secondary_dlc,
        provider: label.provider,
      };
      // productions: the crème brûlée of the cream (Wednesday), a stock then a dish of the delivery (Thursday)
      const day = date.replaceAll('-', '').slice(2);
      const past = (d: string, hour: number) => d < r.today || (d === r.today && r.hour >= hour);
      if (past(date, 12)) produce(date, '11:00', 'Crème brûlée', `P-${day}-1100`, 24, 'portions', addDays(date, 2), [labelLot]);
      const tomorrow = addDays(date, 1);
      if (delivery && past(tomorrow, 12)) {
        const next = tomorrow.replaceAll('-', '').slice(2);
        const stock = produce(tomorrow, '10:30', 'Fond de volaille', `P-${next}-1030`, 5, 'L', addDays(tomorrow, 3), [delivery]);
        produce(tomorrow, '11:30', 'Poulet basquaise', `P-${next}-1130`, 20, 'portions', addDays(tomorrow, 2), [stock, delivery]);
      }
    }
  }
  await inChunks(records, (chunk) => db.insert(haccpRecords).values(chunk));
  await inChunks(ncs, (chunk) => db.insert(haccpNonConformities).values(chunk));
  await inChunks(productionLots, (chunk) => db.insert(haccpProductionLots).values(chunk));
  return doneBy;
};

/** The demo planning's tasks; `first`: their first due day, days back (at most the demo's first day), a weekday at most three weeks back, or days ahead. */
const demoPlan = [
  { title: 'Relevé de la chambre froide du matin', kind: 'temperature', first: { back: 20 }, time: '08:10', recurrence: 'daily', who: 0 },
  { title: 'Contrôle de la livraison du mardi', kind: 'reception', first: { weekday: 2 }, time: '07:30', recurrence: 'weekly', who: 1 },
  { title: "Contrôle de l'huile de la friteuse", kind: 'oil', first: { weekday: 6 }, time: '22:30', recurrence: 'weekly', who: 0 },
  {
    title: 'Plans de travail : nettoyage du lundi soir',
    kind: 'cleaning',
    first: { weekday: 1 },
    time: '22:30',
    recurrence: 'weekly',
    who: 1,
  },
  { title: 'Vérifier les DLC des produits entamés', kind: 'other', first: { back: 10 }, time: '11:00', recurrence: 'daily', who: 0 },
  { title: 'Détartrer le lave-vaisselle', kind: 'other', first: { ahead: 3 }, time: '15:30', recurrence: 'none', who: 1 },
] as const;

/**
 * The demo planning: the morning cold-room reading every day (done by its readings, two days forgotten: late),
 * the Tuesday delivery control, the Saturday oil test and the Monday cleaning every week (done by their
 * records; last Monday's cleaning left late), a daily check by hand (today's under way) and a one-off task to come.
 */
const seedPlanning = async (
  db: Db,
  r: { id: string; timezone: string; today: string; hour: number },
  first: string,
  owner: Owner,
  doneBy: Map<string, string>,
  /** The cold room, read by the morning reading task (its first reading of the day does it). */
  coldRoom: string | null,
) => {
  const { rows: team } = await db.execute<{ id: string }>(
    sql`select id from caisse_pos_users where restaurant_id = ${r.id} and active order by first_name, last_name limit 2`,
  );
  const start = (back: number) => (addDays(r.today, -back) < first ? first : addDays(r.today, -back));
  // the first due day of a weekly task: that weekday, at most three weeks back
  const weekly = (weekday: number) => {
    let d = start(21);
    while (weekdayOf(d) !== weekday) d = addDays(d, 1);
    return d;
  };
  const plan = demoPlan.map((t) => ({
    ...t,
    date: 'back' in t.first ? start(t.first.back) : 'weekday' in t.first ? weekly(t.first.weekday) : addDays(r.today, t.first.ahead),
  }));
  const tasks = await db
    .insert(haccpTasks)
    .values(
      plan.map((t) => ({
        restaurant_id: r.id,
        title: t.title,
        kind: t.kind,
        assignee_pos_user_id: team[t.who % Math.max(team.length, 1)]?.id ?? null,
        equipment_id: t.kind === 'temperature' ? coldRoom : null,
        due_at: localTime(t.date, t.time, r.timezone) as unknown as Date,
        recurrence: t.recurrence,
      })),
    )
    .returning({ id: haccpTasks.id });
  await planStates(
    db,
    r,
    plan.map((t, i) => ({ ...t, id: tasks[i].id })),
    owner,
    doneBy,
  );
};

type PlannedTask = { id: string; kind: string; recurrence: string; date: string; time: string };

/**
 * The states of the demo planning's tasks up to the restaurant's today, from each task's first due day or, in a
 * catch-up, from `after` (a state already there stays as it is): done by their records, a few forgotten (late).
 */
const planStates = async (db: Db, r: Place, tasks: PlannedTask[], owner: Owner, doneBy: Map<string, string>, after?: string) => {
  const states: (typeof haccpTaskStates.$inferInsert)[] = [];
  const done = (taskIndex: number, date: string, recordId: string | null, time: string) => {
    const at = localTime(date, time, r.timezone) as unknown as Date;
    states.push({
      restaurant_id: r.id,
      task_id: tasks[taskIndex].id,
      due_at: localTime(date, tasks[taskIndex].time, r.timezone) as unknown as Date,
      status: 'done',
      record_id: recordId,
      done_at: at,
      done_by_user_id: owner.id,
      done_by_name: owner.name,
    });
  };
  tasks.forEach((t, i) => {
    if (t.recurrence !== 'daily' && t.recurrence !== 'weekly') return;
    const step = t.recurrence === 'daily' ? 1 : 7;
    for (let d = t.date; d <= r.today; d = addDays(d, step)) {
      if (after && d < after) continue;
      const back = Math.round((Date.parse(r.today) - Date.parse(d)) / 86_400_000);
      if (t.kind === 'other') {
        if (d === r.today) {
          states.push({
            restaurant_id: r.id,
            task_id: tasks[i].id,
            due_at: localTime(d, t.time, r.timezone) as unknown as Date,
            status: 'in_progress',
            started_at: localTime(d, '10:45', r.timezone) as unknown as Date,
            started_by_name: owner.name,
          });
        } else if (back !== 4) done(i, d, null, '11:20');
        continue;
      }
      // the cold room's task forgotten two days, last week's cleaning left undone: late
      if ((t.kind === 'temperature' && (back === 3 || back === 6)) || (t.kind === 'cleaning' && back >= 1 && back <= 7)) continue;
      const record = doneBy.get(`${t.kind}:${d}`);
      if (record) done(i, d, record, t.time);
    }
  });
  if (states.length) await inChunks(states, (chunk) => db.insert(haccpTaskStates).values(chunk).onConflictDoNothing());
};

/**
 * The demo register's catch-up (demo-catch-up.ts): for the given demo restaurants holding fitfit_haccp and holding
 * the demo's register (its equipment, found by name), the records of the days after `after` up to `now` made as the
 * first seed makes them (`recordDays`: every equipment's readings, out of range with their corrective action, the
 * daily cleaning, checklist and weekly records), the planning's states of those days, and the check by hand left
 * under way on an earlier day done (the demo planning's tasks only, found by title).
 */
export const catchUpHaccp = async (db: Db, restaurants: readonly { restaurantId: string; after: Date }[], now: Date) => {
  for (const [salt, { restaurantId, after }] of restaurants.entries()) {
    const { rows } = await db.execute<Place & { after_date: string; after_hour: number; owner_id: string | null; owner: string | null }>(
      sql`select r.id, r.timezone,
            to_char((${now.toISOString()}::timestamptz at time zone r.timezone)::date, 'YYYY-MM-DD') as today,
            extract(hour from ${now.toISOString()}::timestamptz at time zone r.timezone)::int as hour,
            to_char((${after.toISOString()}::timestamptz at time zone r.timezone)::date, 'YYYY-MM-DD') as after_date,
            extract(hour from ${after.toISOString()}::timestamptz at time zone r.timezone)::int as after_hour,
            u.id as owner_id, u.first_name || ' ' || u.last_name as owner
          from restaurants r
          left join lateral (select u.* from restaurant_users ru join users u on u.id = ru.user_id
                             where ru.restaurant_id = r.id order by u.created_at limit 1) u on true
          where r.id = ${restaurantId}
            and exists (select 1 from fitfit_module_restaurants fmr join fitfit_modules m on m.id = fmr.fitfit_module_id
                        where fmr.restaurant_id = r.id and m.code_name = 'fitfit_haccp')`,
    );
    const r = rows[0];
    if (!r || r.after_date > r.today) continue;
    const present = await db
      .select()
      .from(haccpEquipment)
      .where(and(eq(haccpEquipment.restaurant_id, restaurantId), eq(haccpEquipment.active, true)));
    const equipment = equipmentPlan.map((p) => present.find((e) => e.name === p.name && e.kind === p.kind));
    if (!equipment.some(Boolean)) continue;
    const [daily] = await db
      .select()
      .from(haccpCleaningTasks)
      .where(
        and(
          eq(haccpCleaningTasks.restaurant_id, restaurantId),
          eq(haccpCleaningTasks.zone, 'Cuisine'),
          eq(haccpCleaningTasks.frequency, 'daily'),
        ),
      );
    const [opening] = await db
      .select()
      .from(haccpChecklistTemplates)
      .where(and(eq(haccpChecklistTemplates.restaurant_id, restaurantId), eq(haccpChecklistTemplates.moment, 'opening')));
    const owner = { id: r.owner_id, name: r.owner ?? 'Équipe cuisine' };
    // the patterns count days from a fixed day: the same day draws the same readings whatever the catch-up
    const doneBy = await recordDays(db, r, { equipment, daily, opening }, owner, salt, {
      base: '2000-01-01',
      from: r.after_date,
      refusedWeek: -1,
      after: { date: r.after_date, hour: r.after_hour },
    });
    const { rows: tasks } = await db.execute<PlannedTask>(
      sql`select id, kind, recurrence, to_char((due_at at time zone ${r.timezone})::date, 'YYYY-MM-DD') as date,
            to_char(due_at at time zone ${r.timezone}, 'HH24:MI') as time
          from haccp_tasks where restaurant_id = ${restaurantId} and recurrence in ('daily', 'weekly')
            and title = any(${`{${demoPlan.map((t) => `"${t.title}"`).join(',')}}`}::text[])
            and (until is null or until >= ${r.after_date}::date)`,
    );
    await planStates(db, r, tasks, owner, doneBy, r.after_date);
    // the check by hand the last run left under way is done since
    await db.execute(
      sql`update haccp_task_states s set status = 'done', done_at = s.due_at + interval '20 minutes', done_by_user_id = ${owner.id},
            done_by_name = ${owner.name}
          from haccp_tasks t
          where s.restaurant_id = ${restaurantId} and t.restaurant_id = s.restaurant_id and t.id = s.task_id and t.kind = 'other'
            and t.title = any(${`{${demoPlan.map((t) => `"${t.title}"`).join(',')}}`}::text[])
            and s.status = 'in_progress' and s.due_at < ${localTime(r.today, '00:00', r.timezone)}`,
    );
  }
};
