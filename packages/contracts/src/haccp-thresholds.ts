/**
 * HACCP thresholds (PRODUCT §5), the one place they live: the API decides compliance with these functions and
 * the entry forms show the same verdict live, before saving. Sources: arrêté du 21 décembre 2009 (temperatures
 * of storage, cooling and reheating), règlement (CE) 852/2004, décret 2008-184 (frying oils).
 * Temperatures are °C with one decimal; a value exactly at a limit is compliant.
 */

export const equipmentKinds = ['cold_room', 'fridge', 'freezer', 'hot_holding'] as const;
export type EquipmentKind = (typeof equipmentKinds)[number];
export const equipmentKindLabels: Record<EquipmentKind, string> = {
  cold_room: 'Chambre froide',
  fridge: 'Réfrigérateur',
  freezer: 'Congélateur',
  hot_holding: 'Maintien au chaud',
};

export interface Limits {
  min_c: number | null;
  max_c: number | null;
}

/** Regulation defaults of a new equipment, editable per equipment afterwards. */
export const defaultLimits: Record<EquipmentKind, Limits> = {
  cold_room: { min_c: 0, max_c: 3 },
  fridge: { min_c: 0, max_c: 4 },
  freezer: { min_c: null, max_c: -18 },
  hot_holding: { min_c: 63, max_c: null },
};

export const RECEPTION_CHILLED = { min_c: 0, max_c: 4 } as const;
export const RECEPTION_FROZEN_MAX_C = -18;
export const OIL_POLAR_MAX_PERCENT = 25;
export const COOLING = { from_c: 63, below_c: 10, max_minutes: 120 } as const;
export const REHEATING = { min_c: 63, max_minutes: 60 } as const;

/** The verdict of a record: compliant, or the French reasons it is not (shown and kept on the record). */
export interface Verdict {
  compliant: boolean;
  deviation: string | null;
}

const num = (n: number) => String(n).replace('.', ',').replace('-', '−');
const deg = (c: number) => `${num(c)} °C`;
export const roundTenth = (v: number) => Math.round(v * 10) / 10;
/**
 * A deviation says by how much a limit is passed, not the reading (which the record shows next to it):
 * « 6 °C au-dessus de la limite de 3 °C ». Both values are rounded to a tenth first.
 */
const over = (value: number, limit: number, unit = ' °C') =>
  `${num(roundTenth(value - limit))}${unit} au-dessus de la limite de ${num(limit)}${unit}`;
const under = (value: number, limit: number, unit = ' °C') =>
  `${num(roundTenth(limit - value))}${unit} en dessous de la limite de ${num(limit)}${unit}`;
const verdict = (reasons: string[]): Verdict => ({
  compliant: reasons.length === 0,
  deviation: reasons.length ? reasons.join(' ; ') : null,
});

export const limitsText = ({ min_c, max_c }: Limits) => {
  if (min_c != null && max_c != null) return `entre ${deg(min_c)} et ${deg(max_c)}`;
  if (max_c != null) return `≤ ${deg(max_c)}`;
  if (min_c != null) return `≥ ${deg(min_c)}`;
  return 'sans limite';
};

export const checkTemperature = (value: number, limits: Limits): Verdict => {
  const v = roundTenth(value);
  if (limits.max_c != null && v > limits.max_c) return verdict([over(v, limits.max_c)]);
  if (limits.min_c != null && v < limits.min_c) return verdict([under(v, limits.min_c)]);
  return verdict([]);
};

export const checkReception = (r: {
  chilled_c: number | null;
  frozen_c: number | null;
  packaging_ok: boolean;
  dlc_ok: boolean;
  health_mark_ok: boolean;
  accepted: boolean;
}): Verdict => {
  const reasons: string[] = [];
  if (r.chilled_c != null) {
    const v = roundTenth(r.chilled_c);
    if (v > RECEPTION_CHILLED.max_c) reasons.push(`produits frais : ${over(v, RECEPTION_CHILLED.max_c)}`);
    if (v < RECEPTION_CHILLED.min_c) reasons.push(`produits frais : ${under(v, RECEPTION_CHILLED.min_c)}`);
  }
  if (r.frozen_c != null && roundTenth(r.frozen_c) > RECEPTION_FROZEN_MAX_C)
    reasons.push(`surgelés : ${over(roundTenth(r.frozen_c), RECEPTION_FROZEN_MAX_C)}`);
  if (!r.packaging_ok) reasons.push('emballage non conforme');
  if (!r.dlc_ok) reasons.push('DLC non conforme');
  if (!r.health_mark_ok) reasons.push('estampille sanitaire absente');
  if (!r.accepted) reasons.push('livraison refusée');
  return verdict(reasons);
};

export const checkOil = (polarPercent: number): Verdict =>
  roundTenth(polarPercent) > OIL_POLAR_MAX_PERCENT
    ? verdict([`huile impropre : composés polaires ${over(roundTenth(polarPercent), OIL_POLAR_MAX_PERCENT, ' %')}`])
    : verdict([]);

export const heatTransferModes = ['cooling', 'reheating'] as const;
export type HeatTransferMode = (typeof heatTransferModes)[number];
export const heatTransferModeLabels: Record<HeatTransferMode, string> = {
  cooling: 'Refroidissement',
  reheating: 'Remise en température',
};

/** Whole minutes between two instants (what the regulation's "2 h" and "1 h" count). */
export const minutesBetween = (start: string, end: string) => Math.floor((Date.parse(end) - Date.parse(start)) / 60_000);

export const checkHeatTransfer = (h: { mode: HeatTransferMode; started_at: string; ended_at: string; end_c: number }): Verdict => {
  const minutes = minutesBetween(h.started_at, h.ended_at);
  const end = roundTenth(h.end_c);
  const reasons: string[] = [];
  if (h.mode === 'cooling') {
    // the limit is strict (below 10 °C): at 10 °C exactly there is no excess to give, only the limit reached
    if (end > COOLING.below_c) reasons.push(`fin de refroidissement : ${over(end, COOLING.below_c)}`);
    else if (end === COOLING.below_c) reasons.push(`fin de refroidissement à la limite de ${deg(COOLING.below_c)} (attendu en dessous)`);
    if (minutes > COOLING.max_minutes) reasons.push(`refroidissement : ${minutes - COOLING.max_minutes} min au-delà de la limite de 2 h`);
  } else {
    if (end < REHEATING.min_c) reasons.push(`fin de remise en température : ${under(end, REHEATING.min_c)}`);
    if (minutes > REHEATING.max_minutes)
      reasons.push(`remise en température : ${minutes - REHEATING.max_minutes} min au-delà de la limite de 1 h`);
  }
  return verdict(reasons);
};

/**
 * An out-of-range reading (temperature, delivery, oil, cooling, reheating) is saved only with its corrective
 * action, which opens its non-conformity at « action corrective » (a refused delivery: the refusal is the action).
 * The API refuses it (422 on `corrective_action`) and the forms block before sending, with this message.
 */
export const correctiveActionRequired = (verdict: Verdict, action: string | null | undefined) =>
  !verdict.compliant && !action?.trim() ? `Indiquez l'action corrective : ${verdict.deviation}` : null;
