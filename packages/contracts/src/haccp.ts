import { z } from 'zod';
import { withDateRange } from './date-range';
import { equipmentKinds, heatTransferModes } from './haccp-thresholds';
import { pageQuerySchema } from './paging';
import { calendarDate, optionalCalendarDate, optionalText, text } from './primitives';

/**
 * HACCP records (PRODUCT §5, docs/haccp.md). Every kind of record shares one header (who, when, compliance,
 * corrective action, the version it corrects) and adds its own fields; records are never edited: a correction
 * is a new record that supersedes the previous version.
 */

const id = z.uuid();
const celsius = z.number().min(-60).max(400);
const optionalCelsius = celsius.nullish().transform((v) => v ?? null);
const instant = z.iso.datetime({ offset: true });

// ---------- equipment (temperatures) ----------
export const equipmentInputSchema = z
  .strictObject({
    name: text(80),
    kind: z.enum(equipmentKinds),
    min_c: optionalCelsius,
    max_c: optionalCelsius,
    readings_per_day: z.number().int().min(0).max(12),
    active: z.boolean(),
  })
  .refine((e) => e.min_c == null || e.max_c == null || e.min_c <= e.max_c, {
    message: 'La limite basse doit être inférieure ou égale à la limite haute',
    path: ['max_c'],
  });
export type EquipmentInput = z.infer<typeof equipmentInputSchema>;
export const equipmentSchema = z.object({
  id,
  name: z.string(),
  kind: z.enum(equipmentKinds),
  min_c: z.number().nullable(),
  max_c: z.number().nullable(),
  readings_per_day: z.number(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Equipment = z.infer<typeof equipmentSchema>;

// ---------- the shared header of every record ----------
export const haccpKinds = [
  'temperature',
  'reception',
  'oil',
  'heat_transfer',
  'traceability',
  'cleaning',
  'checklist',
  'production',
] as const;
export type HaccpKind = (typeof haccpKinds)[number];
export const haccpKindLabels: Record<HaccpKind, string> = {
  temperature: 'Relevé de température',
  reception: 'Contrôle à réception',
  oil: "Contrôle d'huile",
  heat_transfer: 'Contrôle temps/température',
  traceability: 'Traçabilité',
  cleaning: 'Nettoyage',
  checklist: 'Checklist',
  production: 'Production',
};

/** What every record's entry form sends besides its own fields: when (default now) and the corrective action. */
export const recordHeaderInput = {
  recorded_at: instant.optional(),
  corrective_action: optionalText(500),
  comment: optionalText(500),
  /** The planned task (and its occurrence) this record completes (docs/haccp.md "Planning"). */
  task_id: id.optional(),
  task_due_at: instant.optional(),
};
/** A correction also says why the previous version was wrong. */
export const correctionReason = { correction_reason: text(300) };

/** A rule between fields of a kind: the failing case, its French message and the field it is shown on. */
interface FieldRule<T> {
  fails(value: T): boolean;
  message: string;
  path: string;
}

/**
 * The two bodies of a kind of record — its creation, and its correction (the same fields plus the reason) —
 * with the kind's rules between fields checked on both.
 */
export const recordInputs = <S extends z.ZodRawShape>(fields: S, rules: FieldRule<z.infer<z.ZodObject<S>>>[] = []) => {
  const check = (value: z.infer<z.ZodObject<S>>, ctx: z.RefinementCtx) => {
    for (const rule of rules) if (rule.fails(value)) ctx.addIssue({ code: 'custom', message: rule.message, path: [rule.path] });
  };
  return {
    create: z.strictObject({ ...fields, ...recordHeaderInput }).superRefine((v, ctx) => check(v as z.infer<z.ZodObject<S>>, ctx)),
    correct: z
      .strictObject({ ...fields, ...recordHeaderInput, ...correctionReason })
      .superRefine((v, ctx) => check(v as z.infer<z.ZodObject<S>>, ctx)),
  };
};

export const nonConformityStatuses = ['open', 'corrective_action', 'verified', 'closed'] as const;
export type NonConformityStatus = (typeof nonConformityStatuses)[number];
export const nonConformityStatusLabels: Record<NonConformityStatus, string> = {
  open: 'Ouverte',
  corrective_action: 'Action corrective saisie',
  verified: 'Vérifiée',
  closed: 'Clôturée',
};

export const recordHeader = {
  id,
  kind: z.enum(haccpKinds),
  recorded_at: z.string(),
  recorded_by_name: z.string().nullable(),
  compliant: z.boolean(),
  deviation: z.string().nullable(),
  corrective_action: z.string().nullable(),
  comment: z.string().nullable(),
  /** The version this one corrects, and the one that corrected it (null while it is the current version). */
  supersedes_id: z.uuid().nullable(),
  superseded_by_id: z.uuid().nullable(),
  correction_reason: z.string().nullable(),
  version: z.number(),
  non_conformity: z.object({ id, status: z.enum(nonConformityStatuses) }).nullable(),
  /** Photos (label, delivery note…), oldest first, a correction keeps them: signed addresses valid 30 minutes (private files). */
  photos: z.array(z.string()),
  created_at: z.string(),
};
export const MAX_RECORD_PHOTOS = 6;
export const recordPhotoSchema = z.object({ id, url: z.string() });

/** Lists of records: the current versions, searchable, filterable by day range and compliance. */
export const recordQuerySchema = withDateRange(
  pageQuerySchema.extend({
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    compliant: z.enum(['true', 'false']).optional(),
    equipment_id: z.uuid().optional(),
  }),
);
export type RecordQuery = z.infer<typeof recordQuerySchema>;

// ---------- temperatures ----------
const temperatureFields = { equipment_id: id, temperature_c: celsius };
export const temperatureInputs = recordInputs(temperatureFields);
export type TemperatureInput = z.infer<typeof temperatureInputs.create>;
export type TemperatureCorrection = z.infer<typeof temperatureInputs.correct>;
export const temperatureSchema = z.object({ ...recordHeader, ...temperatureFields, equipment_name: z.string() });
export type TemperatureRecord = z.infer<typeof temperatureSchema>;

// ---------- receptions ----------
const receptionFields = {
  provider: text(120),
  products: optionalText(500),
  chilled_c: optionalCelsius,
  frozen_c: optionalCelsius,
  packaging_ok: z.boolean(),
  dlc_ok: z.boolean(),
  health_mark_ok: z.boolean(),
  accepted: z.boolean(),
  refusal_reason: optionalText(500),
};
export const receptionInputs = recordInputs(receptionFields, [
  { fails: (r) => !r.accepted && !r.refusal_reason, message: 'Le motif du refus est obligatoire', path: 'refusal_reason' },
]);
export type ReceptionInput = z.infer<typeof receptionInputs.create>;
export const receptionSchema = z.object({
  ...recordHeader,
  provider: z.string(),
  products: z.string().nullable(),
  chilled_c: z.number().nullable(),
  frozen_c: z.number().nullable(),
  packaging_ok: z.boolean(),
  dlc_ok: z.boolean(),
  health_mark_ok: z.boolean(),
  accepted: z.boolean(),
  refusal_reason: z.string().nullable(),
});
export type ReceptionRecord = z.infer<typeof receptionSchema>;

// ---------- oils ----------
export const oilActions = ['none', 'filtered', 'changed'] as const;
export const oilActionLabels: Record<(typeof oilActions)[number], string> = { none: 'Aucune', filtered: 'Filtrée', changed: 'Changée' };
const oilFields = { fryer: text(80), polar_percent: z.number().min(0).max(100), oil_c: optionalCelsius, action: z.enum(oilActions) };
export const oilInputs = recordInputs(oilFields);
export type OilInput = z.infer<typeof oilInputs.create>;
export const oilSchema = z.object({
  ...recordHeader,
  fryer: z.string(),
  polar_percent: z.number(),
  oil_c: z.number().nullable(),
  action: z.enum(oilActions),
});
export type OilRecord = z.infer<typeof oilSchema>;

// ---------- heat transfers (cooling, reheating) ----------
const heatTransferFields = {
  mode: z.enum(heatTransferModes),
  product: text(120),
  started_at: instant,
  start_c: celsius,
  ended_at: instant,
  end_c: celsius,
};
export const heatTransferInputs = recordInputs(heatTransferFields, [
  { fails: (h) => Date.parse(h.ended_at) < Date.parse(h.started_at), message: 'La fin doit être après le début', path: 'ended_at' },
]);
export type HeatTransferInput = z.infer<typeof heatTransferInputs.create>;
export const heatTransferSchema = z.object({
  ...recordHeader,
  mode: z.enum(heatTransferModes),
  product: z.string(),
  started_at: z.string(),
  start_c: z.number(),
  ended_at: z.string(),
  end_c: z.number(),
  duration_minutes: z.number(),
});
export type HeatTransferRecord = z.infer<typeof heatTransferSchema>;

// ---------- traceabilities ----------
const traceabilityFields = {
  product: text(120),
  lot: text(80),
  dlc: calendarDate,
  provider: optionalText(120),
  opened_on: optionalCalendarDate,
  secondary_dlc: optionalCalendarDate,
  /** The delivery (a reception record) the product came in: lot tracing leads from the label to it. */
  reception_id: id.nullish().transform((v) => v ?? null),
};
export const traceabilityInputs = recordInputs(traceabilityFields, [
  {
    fails: (t) => !!t.secondary_dlc && t.secondary_dlc > t.dlc,
    message: 'La DLC secondaire ne peut pas dépasser la DLC du fabricant',
    path: 'secondary_dlc',
  },
  {
    fails: (t) => !!t.secondary_dlc && !t.opened_on,
    message: "La date d'ouverture est obligatoire avec une DLC secondaire",
    path: 'opened_on',
  },
]);
export type TraceabilityInput = z.infer<typeof traceabilityInputs.create>;
export const traceabilitySchema = z.object({
  ...recordHeader,
  product: z.string(),
  lot: z.string(),
  dlc: z.string(),
  provider: z.string().nullable(),
  opened_on: z.string().nullable(),
  secondary_dlc: z.string().nullable(),
  reception_id: z.uuid().nullable(),
});
export type TraceabilityRecord = z.infer<typeof traceabilitySchema>;

// ---------- cleaning done (a task of the plan, signed) ----------
const cleaningFields = { cleaning_task_id: id, done: z.boolean(), done_by: text(80) };
export const cleaningInputs = recordInputs(cleaningFields);
export type CleaningInput = z.infer<typeof cleaningInputs.create>;
export const cleaningSchema = z.object({
  ...recordHeader,
  cleaning_task_id: id,
  zone: z.string(),
  task: z.string(),
  done: z.boolean(),
  done_by: z.string(),
});
export type CleaningRecord = z.infer<typeof cleaningSchema>;

// ---------- filled checklists ----------
const checklistFields = {
  template_id: id,
  answers: z
    .array(z.strictObject({ item: text(160), ok: z.boolean() }))
    .min(1)
    .max(50),
};
export const checklistInputs = recordInputs(checklistFields);
export type ChecklistInput = z.infer<typeof checklistInputs.create>;
export const checklistSchema = z.object({
  ...recordHeader,
  template_id: id,
  template_name: z.string(),
  answers: z.array(z.object({ item: z.string(), ok: z.boolean() })),
});
export type ChecklistRecord = z.infer<typeof checklistSchema>;

// ---------- non-conformities ----------
export const nonConformitySchema = z.object({
  id,
  record_id: id,
  record_kind: z.enum(haccpKinds),
  status: z.enum(nonConformityStatuses),
  description: z.string(),
  opened_at: z.string(),
  opened_by_name: z.string().nullable(),
  corrective_action: z.string().nullable(),
  action_at: z.string().nullable(),
  action_by_name: z.string().nullable(),
  verification_note: z.string().nullable(),
  verified_at: z.string().nullable(),
  verified_by_name: z.string().nullable(),
  closed_at: z.string().nullable(),
  closed_by_name: z.string().nullable(),
});
export type NonConformity = z.infer<typeof nonConformitySchema>;
export const nonConformityQuerySchema = pageQuerySchema.extend({ status: z.enum([...nonConformityStatuses, 'unclosed']).optional() });
export type NonConformityQuery = z.infer<typeof nonConformityQuerySchema>;

/** One step of the workflow open → corrective_action → verified → closed; the action itself is required. */
export const nonConformityStepSchema = z
  .strictObject({ step: z.enum(['corrective_action', 'verified', 'closed']), note: optionalText(500) })
  .refine((s) => s.step !== 'corrective_action' || s.note, { message: "Décrivez l'action corrective", path: ['note'] });
export type NonConformityStep = z.infer<typeof nonConformityStepSchema>;

// ---------- the HACCP home ----------
export const haccpDashboardSchema = z.object({
  date: z.string(),
  missing_readings: z.array(
    z.object({ equipment_id: id, name: z.string(), kind: z.enum(equipmentKinds), expected: z.number(), done: z.number() }),
  ),
  open_non_conformities_count: z.number(),
  open_non_conformities: z.array(nonConformitySchema),
  out_of_range: z.array(
    z.object({ id, kind: z.enum(haccpKinds), recorded_at: z.string(), summary: z.string(), deviation: z.string().nullable() }),
  ),
});
export type HaccpDashboard = z.infer<typeof haccpDashboardSchema>;
