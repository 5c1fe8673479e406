import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HaccpWorld, haccpWorld } from './haccp-helpers';

let w: HaccpWorld;
beforeAll(async () => {
  w = await haccpWorld();
});
afterAll(() => w.ctx.close());

const reception = (extra: Record<string, unknown>) =>
  w.call('POST', 'receptions', {
    provider: 'Maison Dupont',
    chilled_c: 3,
    frozen_c: -20,
    packaging_ok: true,
    dlc_ok: true,
    health_mark_ok: true,
    accepted: true,
    ...extra,
  });
const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000).toISOString();

describe('HACCP receptions', () => {
  it('checks chilled goods at 0–4 °C and frozen ones at ≤ −18 °C, at and around the limits', async () => {
    const cases: [Record<string, unknown>, boolean][] = [
      [{ chilled_c: 4 }, true],
      [{ chilled_c: 4.1 }, false],
      [{ chilled_c: 0 }, true],
      [{ chilled_c: -0.1 }, false],
      [{ frozen_c: -18 }, true],
      [{ frozen_c: -17.9 }, false],
      [{ chilled_c: null, frozen_c: null }, true],
    ];
    for (const [extra, compliant] of cases) {
      // accepted out of range: only with its corrective action (haccp-safeguards.test.ts)
      const res = await reception(compliant ? extra : { ...extra, corrective_action: 'Produits isolés, fournisseur prévenu' });
      expect(res.statusCode).toBe(201);
      expect(res.json().compliant, JSON.stringify(extra)).toBe(compliant);
    }
  });

  it('a refusal needs its reason and opens a non-conformity', async () => {
    const noReason = await reception({ accepted: false });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.refusal_reason).toBe('Le motif du refus est obligatoire');
    const refused = (await reception({ accepted: false, refusal_reason: 'Rupture de la chaîne du froid', chilled_c: 9 })).json();
    expect(refused).toMatchObject({ compliant: false, accepted: false, non_conformity: { status: 'open' } });
    expect(refused.deviation).toBe('produits frais : 5 °C au-dessus de la limite de 4 °C ; livraison refusée');
    const search = (await w.call('GET', 'receptions?search=dupont&compliant=false')).json();
    expect(search.data.some((r: { id: string }) => r.id === refused.id)).toBe(true);
  });
});

describe('HACCP oils', () => {
  it('marks an oil unfit above 25 % polar compounds', async () => {
    for (const [polar, compliant] of [
      [25, true],
      [25.1, false],
      [24.9, true],
      [30, false],
    ] as const) {
      const action = compliant ? {} : { corrective_action: 'Huile changée' };
      const res = await w.call('POST', 'oils', { fryer: 'Friteuse 1', polar_percent: polar, oil_c: 175, action: 'none', ...action });
      expect(res.statusCode).toBe(201);
      expect(res.json().compliant, `${polar} %`).toBe(compliant);
    }
  });
});

describe('HACCP heat transfers', () => {
  const start = new Date(Date.now() - 4 * 3_600_000);
  // out of range, an entry needs its corrective action (haccp-safeguards.test.ts): given to those expected out of range
  const transfer = (mode: string, minutes: number, end_c: number, compliant = true) =>
    w.call('POST', 'heat-transfers', {
      mode,
      product: 'Blanquette',
      started_at: start.toISOString(),
      start_c: mode === 'cooling' ? 70 : 4,
      ended_at: minutesAfter(start, minutes),
      end_c,
      ...(compliant ? {} : { corrective_action: 'Produit jeté' }),
    });

  it('cooling: below 10 °C within 2 h', async () => {
    const cases: [number, number, boolean][] = [
      [120, 9.9, true],
      [121, 9.9, false],
      [60, 10, false],
      [90, 3, true],
    ];
    for (const [minutes, end, compliant] of cases) {
      const res = await transfer('cooling', minutes, end, compliant);
      expect(res.statusCode).toBe(201);
      expect(res.json().compliant, `${minutes} min, ${end} °C`).toBe(compliant);
      expect(res.json().duration_minutes).toBe(minutes);
    }
  });

  it('reheating: 63 °C or more within 1 h', async () => {
    const cases: [number, number, boolean][] = [
      [60, 63, true],
      [61, 63, false],
      [30, 62.9, false],
      [45, 75, true],
    ];
    for (const [minutes, end, compliant] of cases) {
      expect((await transfer('reheating', minutes, end, compliant)).json().compliant, `${minutes} min, ${end} °C`).toBe(compliant);
    }
  });

  it('refuses an end before the start', async () => {
    const res = await w.call('POST', 'heat-transfers', {
      mode: 'cooling',
      product: 'Riz',
      started_at: start.toISOString(),
      start_c: 70,
      ended_at: minutesAfter(start, -5),
      end_c: 5,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.ended_at).toBe('La fin doit être après le début');
  });
});

describe('HACCP traceabilities', () => {
  const trace = (extra: Record<string, unknown>) =>
    w.call('POST', 'traceabilities', { product: 'Crème 35 %', lot: 'L2611', dlc: '2026-12-10', provider: 'Laiterie', ...extra });

  it('never lets the secondary DLC go beyond the primary', async () => {
    expect((await trace({ opened_on: '2026-12-01', secondary_dlc: '2026-12-10' })).statusCode).toBe(201);
    const beyond = await trace({ opened_on: '2026-12-01', secondary_dlc: '2026-12-11' });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().error.fields.secondary_dlc).toBe('La DLC secondaire ne peut pas dépasser la DLC du fabricant');
    const notOpened = await trace({ secondary_dlc: '2026-12-05' });
    expect(notOpened.json().error.fields.opened_on).toBe("La date d'ouverture est obligatoire avec une DLC secondaire");
    // the same rule holds for a correction
    const rec = (await trace({})).json();
    const bad = await w.call('POST', `traceabilities/${rec.id}/corrections`, {
      product: 'Crème 35 %',
      lot: 'L2611',
      dlc: '2026-12-10',
      opened_on: '2026-12-01',
      secondary_dlc: '2027-01-01',
      correction_reason: 'Ouverture notée',
    });
    expect(bad.statusCode).toBe(400);
    const searched = (await w.call('GET', 'traceabilities?search=L2611')).json();
    expect(searched.total_entries).toBe(2);
  });
});

describe('HACCP cleaning plan and checklists', () => {
  it('records a cleaning of the plan, signed, with the task copied; a task not done opens a non-conformity', async () => {
    const task = (
      await w.call('POST', 'cleaning-tasks', {
        zone: 'Plonge',
        task: 'Désinfecter les plans de travail',
        product: 'Détergent',
        method: null,
        frequency: 'daily',
        active: true,
      })
    ).json();
    const done = await w.call('POST', 'cleanings', { cleaning_task_id: task.id, done: true, done_by: 'Hugo' });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({ zone: 'Plonge', task: 'Désinfecter les plans de travail', done_by: 'Hugo', compliant: true });
    const notDone = (await w.call('POST', 'cleanings', { cleaning_task_id: task.id, done: false, done_by: 'Hugo' })).json();
    expect(notDone).toMatchObject({
      compliant: false,
      deviation: 'Plonge : Désinfecter les plans de travail non réalisé',
      non_conformity: { status: 'open' },
    });
    // the plan changes, the register does not
    await w.call('PUT', `cleaning-tasks/${task.id}`, {
      zone: 'Cuisine',
      task: 'Autre',
      product: null,
      method: null,
      frequency: 'weekly',
      active: true,
    });
    expect((await w.call('GET', `cleanings/${done.json().id}`)).json().zone).toBe('Plonge');
    const unsigned = await w.call('POST', 'cleanings', { cleaning_task_id: task.id, done: true });
    expect(unsigned.json().error.fields.done_by).toBe('Le champ réalisé par est obligatoire');
  });

  it('fills a checklist: every item once, a failed item makes it non-compliant', async () => {
    const template = (
      await w.call('POST', 'checklist-templates', {
        name: 'Ouverture',
        moment: 'opening',
        items: ['Mains lavées', 'Tenues propres'],
        active: true,
      })
    ).json();
    const ok = await w.call('POST', 'checklists', {
      template_id: template.id,
      answers: [
        { item: 'Mains lavées', ok: true },
        { item: 'Tenues propres', ok: true },
      ],
    });
    expect(ok.json()).toMatchObject({ compliant: true, template_name: 'Ouverture' });
    const failed = await w.call('POST', 'checklists', {
      template_id: template.id,
      answers: [
        { item: 'Mains lavées', ok: true },
        { item: 'Tenues propres', ok: false },
      ],
    });
    expect(failed.json()).toMatchObject({ compliant: false, deviation: 'non conforme : Tenues propres' });
    const partial = await w.call('POST', 'checklists', { template_id: template.id, answers: [{ item: 'Mains lavées', ok: true }] });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().error.message).toBe('Les réponses doivent porter sur les points de la checklist, chacun une fois');
    const bTemplate = (
      await w.call('POST', 'checklist-templates', { name: 'B', moment: 'closing', items: ['x'], active: true }, w.tokens.restorerB, w.b)
    ).json();
    expect((await w.call('GET', `checklist-templates/${bTemplate.id}`)).statusCode).toBe(404);
    expect((await w.call('POST', 'checklists', { template_id: bTemplate.id, answers: [{ item: 'x', ok: true }] })).statusCode).toBe(422);
  });
});
