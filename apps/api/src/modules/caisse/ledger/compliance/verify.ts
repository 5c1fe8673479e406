import { type ChainBreak, GENESIS_HASH, type IntegrityReport } from '@fitfit/contracts';
import { and, asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/database';
import { caisseClosings, caisseTickets } from '../../../../db/schema';
import { inScope, type RestaurantScope } from '../../../../lib/tenant-scope';
import { checkArchiveChain } from '../archives/chain';
import { chainHash } from '../chain';
import { ChainWalk } from '../chain-walk';
import { closingSeal } from '../closings/sums';
import { ticketParts } from '../tickets/repository';
import { ticketSeal } from '../tickets/seal';

const PAGE = 2000;

type Found = Omit<ChainBreak, 'id' | 'business_date'> & { id?: string | null; business_date?: string | null };
const at = (b: Found): ChainBreak => ({ id: null, business_date: null, ...b });
/** « Le ticket n°4 manque » or « Les tickets n°4 à 6 manquent ». */
const missingRange = (one: string, many: string, from: number, to: number, verb: string, verbs: string) =>
  from >= to ? `${one} n°${from} ${verb} dans la chaîne` : `${many} n°${from} à ${to} ${verbs} dans la chaîne`;
const where = (r: { id: string; business_date: string; number: number }) => ({
  id: r.id,
  business_date: r.business_date,
  number: r.number,
});

type TicketRow = typeof caisseTickets.$inferSelect;
type TicketLink = TicketRow & {
  seal: ReturnType<typeof ticketSeal>;
  reseal: (number: number) => ReturnType<typeof ticketSeal>;
  canceledBy: boolean;
};

/** The tickets chain (by number, a page and its next ticket at a time), plus each ticket's status against its cancellations. */
const verifyTickets = async (db: Db, scope: RestaurantScope, last: { number: number; hash: string }) => {
  const chain = new ChainWalk<TicketLink>({
    hashOf: (t) => chainHash(t.previous_hash, t.seal),
    hashAs: (t, number) => chainHash(t.previous_hash, t.reseal(number)),
    after: (t) =>
      (t.status === 'canceled') !== t.canceledBy
        ? at({
            ...where(t),
            kind: 'status_changed',
            message: `Le statut du ticket n°${t.number} (${t.status}) ne correspond pas à ses annulations`,
            expected_hash: null,
            stored_hash: null,
          })
        : null,
    describe: (f) => {
      switch (f.kind) {
        case 'missing':
          return at({
            number: f.previous.number + 1,
            kind: 'missing',
            message: f.renumbered
              ? `Un ticket a été supprimé avant le ticket n°${f.link.number} et les numéros suivants décalés`
              : missingRange('Le ticket', 'Les tickets', f.previous.number + 1, f.link.number - 1, 'manque', 'manquent'),
            expected_hash: null,
            stored_hash: null,
          });
        case 'inserted':
          return at({
            ...where(f.link),
            kind: 'inserted',
            message: `Le ticket n°${f.link.number} a été ajouté dans la chaîne après coup (les tickets suivants ont été renumérotés)`,
            expected_hash: null,
            stored_hash: f.link.hash,
          });
        case 'hash_rewritten':
          return at({
            ...where(f.link),
            kind: 'hash_changed',
            message: `L'empreinte du ticket n°${f.link.number} a été réécrite`,
            expected_hash: f.recomputed,
            stored_hash: f.link.hash,
          });
        case 'content_changed': {
          const t = f.link;
          const lines = t.seal.lines.reduce((a, l) => a + l.total_cents, 0);
          const why =
            lines !== t.total_ttc_cents ? ` : son total TTC (${t.total_ttc_cents}) ne correspond plus à ses lignes (${lines})` : '';
          return at({
            ...where(t),
            kind: 'content_changed',
            message: `Le contenu du ticket n°${t.number} a été modifié après son enregistrement${why}`,
            expected_hash: t.hash,
            stored_hash: f.recomputed,
          });
        }
        case 'relinked':
          return at({
            number: f.previous.number,
            id: f.previous.link?.id ?? null,
            business_date: f.previous.link?.business_date ?? null,
            kind: 'hash_changed',
            message: `Le ticket n°${f.previous.number} a été modifié puis ré-empreint : son empreinte ne correspond plus à celle que le ticket n°${f.link.number} a enregistrée`,
            expected_hash: f.link.previous_hash,
            stored_hash: f.previous.hash,
          });
        case 'cut':
          return at({
            number: f.previous.number + 1,
            kind: 'missing',
            message: `Les tickets après le n°${f.previous.number} ont disparu (le dernier enregistré est le n°${f.last.number})`,
            expected_hash: f.last.hash,
            stored_hash: f.previous.hash,
          });
        case 'appended':
          return at({
            number: f.last.number + 1,
            kind: 'inserted',
            message: `Des tickets ont été ajoutés après le dernier enregistré (n°${f.last.number}) : la chaîne va jusqu'au n°${f.previous.number}`,
            expected_hash: f.last.hash,
            stored_hash: f.previous.hash,
          });
      }
    },
  });
  let after = 0;
  for (;;) {
    // a page and the ticket after it: a hash that does not match is told apart by what the next ticket recorded
    const rows = await db
      .select()
      .from(caisseTickets)
      .where(and(inScope(scope, caisseTickets.restaurant_id), gt(caisseTickets.number, after)))
      .orderBy(asc(caisseTickets.number))
      .limit(PAGE + 1);
    if (!rows.length) break;
    const ids = rows.map((r) => r.id);
    const parts = await ticketParts(db, scope, ids);
    const { rows: cancels } = await db.execute<{ cancels_ticket_id: string }>(
      sql`select cancels_ticket_id from caisse_tickets where ${inScope(scope, sql`restaurant_id`)} and cancels_ticket_id = any(${`{${ids.join(',')}}`}::uuid[])`,
    );
    const canceled = new Set(cancels.map((c) => c.cancels_ticket_id));
    const links = rows.map((t): TicketLink => {
      const sealed = (row: TicketRow) =>
        ticketSeal(row, (parts.lines.get(t.id) ?? []) as never[], (parts.payments.get(t.id) ?? []) as never[], parts.vats.get(t.id) ?? []);
      return { ...t, seal: sealed(t), reseal: (number) => sealed({ ...t, number }), canceledBy: canceled.has(t.id) };
    });
    const page = links.slice(0, PAGE);
    if (!chain.walk(page, links[PAGE]) || links.length <= PAGE) break;
    after = page[page.length - 1].number;
  }
  return chain.end(last);
};

/** The closings chain, every closing read at once (one a day). */
const verifyClosings = async (db: Db, scope: RestaurantScope, last: { number: number; hash: string }) => {
  const rows = await db
    .select()
    .from(caisseClosings)
    .where(inScope(scope, caisseClosings.restaurant_id))
    .orderBy(asc(caisseClosings.number));
  const chain = new ChainWalk<(typeof rows)[number]>({
    hashOf: (c) => chainHash(c.previous_hash, closingSeal(c)),
    hashAs: (c, number) => chainHash(c.previous_hash, closingSeal({ ...c, number })),
    describe: (f) => {
      switch (f.kind) {
        case 'missing':
          return at({
            number: f.previous.number + 1,
            kind: 'missing',
            message: f.renumbered
              ? `Une clôture a été supprimée avant la clôture n°${f.link.number} et les numéros suivants décalés`
              : missingRange('La clôture', 'Les clôtures', f.previous.number + 1, f.link.number - 1, 'manque', 'manquent'),
            expected_hash: null,
            stored_hash: null,
          });
        case 'inserted':
          return at({
            ...where(f.link),
            kind: 'inserted',
            message: `La clôture n°${f.link.number} du ${f.link.business_date} a été ajoutée dans la chaîne après coup (les clôtures suivantes ont été renumérotées)`,
            expected_hash: null,
            stored_hash: f.link.hash,
          });
        case 'hash_rewritten':
          return at({
            ...where(f.link),
            kind: 'hash_changed',
            message: `L'empreinte de la clôture n°${f.link.number} a été réécrite`,
            expected_hash: f.recomputed,
            stored_hash: f.link.hash,
          });
        case 'content_changed':
          return at({
            ...where(f.link),
            kind: 'content_changed',
            message: `Le contenu de la clôture n°${f.link.number} du ${f.link.business_date} a été modifié après son enregistrement`,
            expected_hash: f.link.hash,
            stored_hash: f.recomputed,
          });
        case 'relinked':
          return at({
            number: f.previous.number,
            id: f.previous.link?.id ?? null,
            business_date: f.previous.link?.business_date ?? null,
            kind: 'hash_changed',
            message: `La clôture n°${f.previous.number} a été modifiée puis ré-empreinte : son empreinte ne correspond plus à celle de la clôture n°${f.link.number}`,
            expected_hash: f.link.previous_hash,
            stored_hash: f.previous.hash,
          });
        case 'cut':
          return at({
            number: f.previous.number + 1,
            kind: 'missing',
            message: `Les clôtures après la n°${f.previous.number} ont disparu (la dernière enregistrée est la n°${f.last.number})`,
            expected_hash: f.last.hash,
            stored_hash: f.previous.hash,
          });
        case 'appended':
          return at({
            number: f.last.number + 1,
            kind: 'inserted',
            message: `Des clôtures ont été ajoutées après la dernière enregistrée (n°${f.last.number}) : la chaîne va jusqu'à la n°${f.previous.number}`,
            expected_hash: f.last.hash,
            stored_hash: f.previous.hash,
          });
      }
    },
  });
  chain.walk(rows);
  return chain.end(last);
};

/** The integrity check (PRODUCT §3.2): the chains of tickets, closings and fiscal archives walked from the start, every break of each named. */
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
        from caisse_ledger_states where ${inScope(scope, sql`restaurant_id`)}`,
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
    verifyTickets(db, scope, { number: s.last_ticket_number, hash: s.last_ticket_hash }),
    verifyClosings(db, scope, { number: s.last_closing_number, hash: s.last_closing_hash }),
    checkArchiveChain(db, scope),
  ]);
  return {
    restaurant_id: restaurantId,
    checked_at: new Date().toISOString(),
    ok: tickets.ok && closings.ok && archives.ok,
    tickets,
    closings,
    archives,
    perpetual_grand_total_cents: s.grand_total_cents,
    perpetual_absolute_total_cents: s.absolute_total_cents,
  };
};
