import { formatMoneyPlain, rateForType, type TicketInputParsed, ticketTotals, type VatRow } from '@fitfit/contracts';
import { businessDateIn } from '../common';
import type { References } from './references';

const pct = (bp: number) => `${(bp / 100).toLocaleString('fr-FR')} %`;
/** Clocks of terminals drift; a sale dated further in the future than this is refused. */
const FUTURE_TOLERANCE_MS = 10 * 60_000;

/** A ticket the server accepted: its rows, ready to be numbered and chained. */
export interface PreparedTicket {
  input: TicketInputParsed;
  business_date: string;
  pos_user_name: string | null;
  totals: ReturnType<typeof ticketTotals>;
  names: string[];
}

const sameVat = (a: readonly VatRow[], b: readonly VatRow[]) => {
  const key = (v: readonly VatRow[]) =>
    JSON.stringify(
      [...v]
        .filter((r) => r.ttc_cents !== 0)
        .sort((x, y) => x.rate_bp - y.rate_bp)
        .map((r) => [r.rate_bp, r.ht_cents, r.tva_cents, r.ttc_cents]),
    );
  return key(a) === key(b);
};

/**
 * What a terminal cannot be trusted with (issue 10): what it names belongs to the restaurant, the rates are the
 * restaurant's taxes for the order type, totals, VAT per rate and payments add up to the cent. French messages
 * per field, keyed like the zod ones (`lines.0.product_id`).
 */
export const checkTicket = (
  t: TicketInputParsed,
  refs: References,
  now = Date.now(),
): { fields: Record<string, string> } | PreparedTicket => {
  const fields: Record<string, string> = {};
  const names: string[] = [];
  const fallbackRates: number[] = [];
  t.lines.forEach((l, i) => {
    const at = `lines.${i}`;
    if (l.product_id) {
      const p = refs.products.get(l.product_id);
      if (!p) fields[`${at}.product_id`] = "Ce produit n'appartient pas à ce restaurant";
      else {
        const expected = rateForType(p, t.type);
        if (l.vat_rate_bp !== expected)
          fields[`${at}.vat_rate_bp`] = `Le taux de TVA de « ${p.name} » est de ${pct(expected)} pour ce type de commande`;
      }
      if (l.choices.length) fields[`${at}.choices`] = "Seule une ligne de menu porte des choix d'étapes";
      names.push(p?.name ?? '');
      fallbackRates.push(0);
    } else if (l.menu_id) {
      const m = refs.menus.get(l.menu_id);
      if (!m) fields[`${at}.menu_id`] = "Ce menu n'appartient pas à ce restaurant";
      if (l.vat_rate_bp !== undefined && m && l.vat_rate_bp !== rateForType(m, t.type) && l.choices.length === 0)
        fields[`${at}.vat_rate_bp`] = `Le taux de TVA du menu « ${m.name} » est de ${pct(rateForType(m, t.type))} pour ce type de commande`;
      l.choices.forEach((c, j) => {
        const p = refs.products.get(c.product_id);
        if (!p) fields[`${at}.choices.${j}.product_id`] = "Ce produit n'appartient pas à ce restaurant";
        else if (c.vat_rate_bp !== rateForType(p, t.type))
          fields[`${at}.choices.${j}.vat_rate_bp`] =
            `Le taux de TVA de « ${p.name} » est de ${pct(rateForType(p, t.type))} pour ce type de commande`;
      });
      names.push(m?.name ?? '');
      fallbackRates.push(m ? rateForType(m, t.type) : 0);
    }
    l.options.forEach((o, j) => {
      if (o.option_value_id && !refs.optionValues.has(o.option_value_id))
        fields[`${at}.options.${j}.option_value_id`] = "Cette option n'appartient pas à ce restaurant";
    });
  });
  let posUserName: string | null = null;
  if (t.pos_user_id) {
    posUserName = refs.posUsers.get(t.pos_user_id) ?? null;
    if (!posUserName) fields.pos_user_id = "Cet utilisateur caisse n'appartient pas à ce restaurant";
  }
  const opened = Date.parse(t.opened_at);
  const closed = Date.parse(t.closed_at);
  if (closed < opened) fields.closed_at = "L'heure de fermeture précède l'heure d'ouverture";
  if (closed > now + FUTURE_TOLERANCE_MS) fields.closed_at = "L'heure de fermeture est dans le futur";
  // the rates of menu lines without choices come from the menu's tax: a line-level rate is only the product's
  const totals = ticketTotals(
    t.lines.map((l) => (l.menu_id ? { ...l, vat_rate_bp: null } : l)),
    fallbackRates,
  );
  if (totals.total_ttc_cents !== t.total_ttc_cents)
    fields.total_ttc_cents = `Le total TTC (${formatMoneyPlain(t.total_ttc_cents)}) ne correspond pas aux lignes (${formatMoneyPlain(totals.total_ttc_cents)})`;
  else if (!sameVat(totals.vat, t.vat)) fields.vat = 'La TVA par taux ne correspond pas aux lignes';
  const paid = t.payments.reduce((a, p) => a + p.amount_cents, 0);
  if (paid !== totals.total_ttc_cents)
    fields.payments = `Les paiements (${formatMoneyPlain(paid)}) ne correspondent pas au total TTC (${formatMoneyPlain(totals.total_ttc_cents)})`;
  if (Object.keys(fields).length) return { fields };
  return {
    input: t,
    business_date: businessDateIn(refs.clock, t.closed_at),
    pos_user_name: posUserName,
    totals,
    names,
  };
};
