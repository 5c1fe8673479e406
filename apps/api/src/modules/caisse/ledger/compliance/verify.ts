import { type ChainBreak, GENESIS_HASH, type IntegrityReport } from '@fitfit/contracts';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/database';
import { caisseClosings, caisseTickets } from '../../../../db/schema';
import type { RestaurantScope } from '../../../../lib/tenant-scope';
import { checkArchiveChain } from '../archives/chain';
import { chainHash } from '../chain';
import { closingSeal } from '../closings/sums';
import { ticketParts } from '../tickets/repository';
import { ticketSeal } from '../tickets/seal';

const PAGE = 2000;

type Found = Omit<ChainBreak, 'id' | 'business_date'> & { id?: string | null; business_date?: string | null };
const at = (b: Found): ChainBreak => ({ id: null, business_date: null, ...b });

/** Walks the tickets chain by number: numbering, content against its hash, link to the previous one, status. */
const verifyTickets = async (db: Db, scope: RestaurantScope, lastNumber: number, lastHash: string) => {
  const { restaurantId } = scope;
  let previous = { number: 0, hash: GENESIS_HASH, id: null as string | null, business_date: null as string | null };
  let checked = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(caisseTickets)
      .where(and(eq(caisseTickets.restaurant_id, restaurantId), gt(caisseTickets.number, previous.number)))
      .orderBy(asc(caisseTickets.number))
      .limit(PAGE);
    if (!rows.length) break;
    const parts = await ticketParts(
      db,
      scope,
      rows.map((r) => r.id),
    );
    const { rows: cancels } = await db.execute<{ cancels_ticket_id: string }>(
      sql`select cancels_ticket_id from caisse_tickets where restaurant_id = ${restaurantId} and cancels_ticket_id = any(${`{${rows.map((r) => r.id).join(',')}}`}::uuid[])`,
    );
    const canceled = new Set(cancels.map((c) => c.cancels_ticket_id));
    for (const t of rows) {
      const where = { id: t.id, business_date: t.business_date, number: t.number };
      if (t.number !== previous.number + 1)
        return {
          checked,
          first_break: at({
            ...where,
            number: previous.number + 1,
            id: null,
            business_date: null,
            kind: 'missing',
            message: `Le ticket n°${previous.number + 1} manque dans la chaîne`,
            expected_hash: null,
            stored_hash: null,
          }),
        };
      const seal = ticketSeal(
        t,
        (parts.lines.get(t.id) ?? []) as never[],
        (parts.payments.get(t.id) ?? []) as never[],
        parts.vats.get(t.id) ?? [],
      );
      const recomputed = chainHash(t.previous_hash, seal);
      if (recomputed !== t.hash) {
        // the content still matches what the next ticket recorded: only the stored hash was rewritten
        const next = await db.execute<{ previous_hash: string }>(
          sql`select previous_hash from caisse_tickets where restaurant_id = ${restaurantId} and number = ${t.number + 1}`,
        );
        if (next.rows[0]?.previous_hash === recomputed)
          return {
            checked,
            first_break: at({
              ...where,
              kind: 'hash_changed',
              message: `L'empreinte du ticket n°${t.number} a été réécrite`,
              expected_hash: recomputed,
              stored_hash: t.hash,
            }),
          };
        const lines = seal.lines.reduce((a, l) => a + l.total_cents, 0);
        const why = lines !== t.total_ttc_cents ? ` : son total TTC (${t.total_ttc_cents}) ne correspond plus à ses lignes (${lines})` : '';
        return {
          checked,
          first_break: at({
            ...where,
            kind: 'content_changed',
            message: `Le contenu du ticket n°${t.number} a été modifié après son enregistrement${why}`,
            expected_hash: t.hash,
            stored_hash: recomputed,
          }),
        };
      }
      if (t.previous_hash !== previous.hash)
        return {
          checked,
          first_break: at({
            number: previous.number,
            id: previous.id,
            business_date: previous.business_date,
            kind: 'hash_changed',
            message: `Le ticket n°${previous.number} a été modifié puis ré-empreint : son empreinte ne correspond plus à celle que le ticket n°${t.number} a enregistrée`,
            expected_hash: t.previous_hash,
            stored_hash: previous.hash,
          }),
        };
      if ((t.status === 'canceled') !== canceled.has(t.id))
        return {
          checked,
          first_break: at({
            ...where,
            kind: 'status_changed',
            message: `Le statut du ticket n°${t.number} (${t.status}) ne correspond pas à ses annulations`,
            expected_hash: null,
            stored_hash: null,
          }),
        };
      previous = { number: t.number, hash: t.hash, id: t.id, business_date: t.business_date };
      checked++;
    }
  }
  if (previous.number !== lastNumber || previous.hash !== lastHash)
    return {
      checked,
      first_break: at({
        number: previous.number + 1,
        kind: 'missing',
        message: `Les tickets après le n°${previous.number} ont disparu (le dernier enregistré est le n°${lastNumber})`,
        expected_hash: lastHash,
        stored_hash: previous.hash,
      }),
    };
  return { checked, first_break: null };
};

const verifyClosings = async (db: Db, restaurantId: string, lastNumber: number, lastHash: string) => {
  const rows = await db
    .select()
    .from(caisseClosings)
    .where(eq(caisseClosings.restaurant_id, restaurantId))
    .orderBy(asc(caisseClosings.number));
  let previous = { number: 0, hash: GENESIS_HASH, id: null as string | null, business_date: null as string | null };
  let checked = 0;
  for (const c of rows) {
    const where = { id: c.id, business_date: c.business_date, number: c.number };
    if (c.number !== previous.number + 1)
      return {
        checked,
        first_break: at({
          number: previous.number + 1,
          kind: 'missing',
          message: `La clôture n°${previous.number + 1} manque dans la chaîne`,
          expected_hash: null,
          stored_hash: null,
        }),
      };
    const recomputed = chainHash(c.previous_hash, closingSeal(c));
    const next = rows[rows.indexOf(c) + 1];
    if (recomputed !== c.hash && next?.previous_hash === recomputed)
      return {
        checked,
        first_break: at({
          ...where,
          kind: 'hash_changed',
          message: `L'empreinte de la clôture n°${c.number} a été réécrite`,
          expected_hash: recomputed,
          stored_hash: c.hash,
        }),
      };
    if (recomputed !== c.hash)
      return {
        checked,
        first_break: at({
          ...where,
          kind: 'content_changed',
          message: `Le contenu de la clôture n°${c.number} du ${c.business_date} a été modifié après son enregistrement`,
          expected_hash: c.hash,
          stored_hash: recomputed,
        }),
      };
    if (c.previous_hash !== previous.hash)
      return {
        checked,
        first_break: at({
          number: previous.number,
          id: previous.id,
          business_date: previous.business_date,
          kind: 'hash_changed',
          message: `La clôture n°${previous.number} a été modifiée puis ré-empreinte : son empreinte ne correspond plus à celle de la clôture n°${c.number}`,
          expected_hash: c.previous_hash,
          stored_hash: previous.hash,
        }),
      };
    previous = { number: c.number, hash: c.hash, id: c.id, business_date: c.business_date };
    checked++;
  }
  if (previous.number !== lastNumber || previous.hash !== lastHash)
    return {
      checked,
      first_break: at({
        number: previous.number + 1,
        kind: 'missing',
        message: `Les clôtures après la n°${previous.number} ont disparu (la dernière enregistrée est la n°${lastNumber})`,
        expected_hash: lastHash,
        stored_hash: previous.hash,
      }),
    };
  return { checked, first_break: null };
};

/** The integrity check (PRODUCT §3.2): the chains of tickets, closings and fiscal archives walked from the start, the first broken link of each named. */
export const verifyLedger = async (db: Db, scope: RestaurantScope): Promise<IntegrityReport> => {
  const { restaurantId } = scope;
  const { rows } = await db.execute<{
    last_ticket_number: number;
    last_ticket_hash: string;
    last_closing_number: number;
    last_closing_hash: string;
    grand_total_cents: number;
    absolute_total_cents: number;
  }>(
    sql`select last_ticket_number, last_ticket_hash, last_closing_number, last_closing_hash, grand_total_cents, absolute_total_cents
        from caisse_ledger_states where restaurant_id = ${restaurantId}`,
  );
  const s = rows[0] ?? {
    last_ticket_number: 0,
    last_ticket_hash: GENESIS_HASH,
    last_closing_number: 0,
    last_closing_hash: GENESIS_HASH,
    grand_total_cents: 0,
    absolute_total_cents: 0,
  };
  const [tickets, closings, archives] = await Promise.all([
    verifyTickets(db, scope, s.last_ticket_number, s.last_ticket_hash),
    verifyClosings(db, restaurantId, s.last_closing_number, s.last_closing_hash),
    checkArchiveChain(db, scope),
  ]);
  return {
    restaurant_id: restaurantId,
    checked_at: new Date().toISOString(),
    ok: !tickets.first_break && !closings.first_break && archives.ok,
    tickets: { ...tickets, ok: !tickets.first_break },
    closings: { ...closings, ok: !closings.first_break },
    archives,
    perpetual_grand_total_cents: s.grand_total_cents,
    perpetual_absolute_total_cents: s.absolute_total_cents,
  };
};
