import {
  checkHeatTransfer,
  checkOil,
  checkReception,
  checkTemperature,
  haccpRecordKinds,
  minutesBetween,
  roundTenth,
} from '@fitfit/contracts';
import { unprocessable } from '../../../lib/http-errors';
import { findEquipment } from '../equipment/repository';
import { findTask, findTemplate } from '../plans/routes';
import { production } from '../productions/kind';
import { findLotRecord } from '../productions/repository';
import type { RecordKind } from './kind';
import type { RecordRow } from './repository';

/** The header fields of the entry, kept out of `data`. */
export const HEADER_KEYS = new Set(['recorded_at', 'corrective_action', 'comment', 'correction_reason', 'task_id', 'task_due_at']);
export const ownFields = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([k]) => !HEADER_KEYS.has(k)));
const tenthOrNull = (v: unknown) => (v == null ? null : roundTenth(Number(v)));
const fr = (n: unknown) => String(n).replace('.', ',');
type D = Record<string, unknown>;
const dataOf = (row: RecordRow) => row.data as D;

const temperature: RecordKind = {
  kind: 'temperature',
  ...haccpRecordKinds.temperature,
  searchKeys: [],
  prepare: async (db, scope, input) => {
    const equipment = await findEquipment(db, scope, input.equipment_id as string);
    if (!equipment) throw unprocessable('Équipement introuvable', { equipment_id: 'Équipement introuvable' });
    const value = roundTenth(input.temperature_c as number);
    return {
      data: { temperature_c: value, limits: { min_c: equipment.min_c, max_c: equipment.max_c } },
      verdict: checkTemperature(value, equipment),
      equipment_id: equipment.id,
    };
  },
  actionRequired: () => true,
  present: (row) => ({
    equipment_id: row.equipment_id,
    equipment_name: row.equipment_name ?? '',
    temperature_c: dataOf(row).temperature_c,
  }),
  summary: (row) => `${row.equipment_name ?? 'Équipement'} : ${fr(dataOf(row).temperature_c)} °C`,
};

const reception: RecordKind = {
  kind: 'reception',
  ...haccpRecordKinds.reception,
  searchKeys: ['provider', 'products'],
  prepare: async (_db, _scope, input) => {
    const data: D = { ...ownFields(input), chilled_c: tenthOrNull(input.chilled_c), frozen_c: tenthOrNull(input.frozen_c) };
    if (data.accepted) data.refusal_reason = null;
    return { data, verdict: checkReception(data as unknown as Parameters<typeof checkReception>[0]) };
  },
  actionRequired: (prepared) => prepared.data.accepted === true,
  present: (row) => dataOf(row),
  summary: (row) => `${dataOf(row).provider} : ${dataOf(row).accepted ? 'acceptée' : 'refusée'}`,
};

const oil: RecordKind = {
  kind: 'oil',
  ...haccpRecordKinds.oil,
  searchKeys: ['fryer'],
  prepare: async (_db, _scope, input) => {
    const data = { ...ownFields(input), polar_percent: roundTenth(input.polar_percent as number), oil_c: tenthOrNull(input.oil_c) };
    return { data, verdict: checkOil(data.polar_percent) };
  },
  actionRequired: () => true,
  present: (row) => dataOf(row),
  summary: (row) => `${dataOf(row).fryer} : ${fr(dataOf(row).polar_percent)} % de composés polaires`,
};

const heatTransfer: RecordKind = {
  kind: 'heat_transfer',
  ...haccpRecordKinds.heat_transfer,
  searchKeys: ['product'],
  prepare: async (_db, _scope, input) => {
    const started_at = new Date(input.started_at as string).toISOString();
    const ended_at = new Date(input.ended_at as string).toISOString();
    const data: D = {
      ...ownFields(input),
      started_at,
      ended_at,
      start_c: roundTenth(input.start_c as number),
      end_c: roundTenth(input.end_c as number),
    };
    return { data, verdict: checkHeatTransfer(data as unknown as Parameters<typeof checkHeatTransfer>[0]) };
  },
  actionRequired: () => true,
  present: (row) => {
    const d = dataOf(row);
    return { ...d, duration_minutes: minutesBetween(d.started_at as string, d.ended_at as string) };
  },
  summary: (row) => {
    const d = dataOf(row);
    return `${d.mode === 'cooling' ? 'Refroidissement' : 'Remise en température'} ${d.product} : ${fr(d.start_c)} → ${fr(d.end_c)} °C`;
  },
};

const traceability: RecordKind = {
  kind: 'traceability',
  ...haccpRecordKinds.traceability,
  searchKeys: ['product', 'lot', 'provider'],
  // a rule, not a threshold: a secondary DLC beyond the primary is refused by the schema, never recorded
  prepare: async (db, scope, input) => {
    const data = ownFields(input);
    if (input.reception_id) {
      // the delivery it came in, named by its first version (a corrected delivery still traces)
      const delivery = await findLotRecord(db, scope, input.reception_id as string);
      if (delivery?.kind !== 'reception') {
        throw unprocessable('Livraison introuvable', { reception_id: 'Livraison introuvable' });
      }
      data.reception_id = delivery.original_id;
      data.provider = data.provider ?? (delivery.data as D).provider ?? null;
    }
    return { data, verdict: { compliant: true, deviation: null } };
  },
  present: (row) => ({ reception_id: null, ...dataOf(row) }),
  summary: (row) => `${dataOf(row).product}, lot ${dataOf(row).lot}`,
};

const cleaning: RecordKind = {
  kind: 'cleaning',
  ...haccpRecordKinds.cleaning,
  searchKeys: ['zone', 'task', 'done_by'],
  // the task's words are copied: the register reads the same after the plan changes
  prepare: async (db, scope, input) => {
    const task = await findTask(db, scope, input.cleaning_task_id as string);
    if (!task) throw unprocessable('Tâche de nettoyage introuvable', { cleaning_task_id: 'Tâche de nettoyage introuvable' });
    const data = { cleaning_task_id: task.id, zone: task.zone, task: task.task, done: input.done, done_by: input.done_by };
    return {
      data,
      verdict: input.done
        ? { compliant: true, deviation: null }
        : { compliant: false, deviation: `${task.zone} : ${task.task} non réalisé` },
    };
  },
  present: (row) => dataOf(row),
  summary: (row) => `${dataOf(row).zone} : ${dataOf(row).task}`,
};

const checklist: RecordKind = {
  kind: 'checklist',
  ...haccpRecordKinds.checklist,
  searchKeys: ['template_name'],
  prepare: async (db, scope, input) => {
    const template = await findTemplate(db, scope, input.template_id as string);
    if (!template) throw unprocessable('Checklist introuvable', { template_id: 'Checklist introuvable' });
    const answers = input.answers as { item: string; ok: boolean }[];
    const unknown = answers.find((a) => !template.items.includes(a.item));
    if (unknown || answers.length !== template.items.length) {
      const message = 'Les réponses doivent porter sur les points de la checklist, chacun une fois';
      throw unprocessable(message, { answers: message });
    }
    const failed = answers.filter((a) => !a.ok).map((a) => a.item);
    const verdict = failed.length
      ? { compliant: false, deviation: `non conforme : ${failed.join(', ')}` }
      : { compliant: true, deviation: null };
    return { data: { template_id: template.id, template_name: template.name, answers }, verdict };
  },
  present: (row) => dataOf(row),
  summary: (row) => `Checklist ${dataOf(row).template_name}`,
};

export const recordKinds: RecordKind[] = [temperature, reception, oil, heatTransfer, traceability, cleaning, checklist, production];
export const recordKindOf = (kind: string) => recordKinds.find((k) => k.kind === kind);
