import type { TicketDetail } from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/database';
import { caisseTicketReprints } from '../../../../db/schema';
import type { SessionUser } from '../../../../lib/access';
import { notFound } from '../../../../lib/http-errors';
import { sellerAt } from '../../../../lib/restaurant-identity';
import type { FileStorage } from '../../../../lib/storage/file-storage';
import { inScope, type RestaurantScope, tenantColumn } from '../../../../lib/tenant-scope';
import { storedImage } from '../../../../lib/uploads/images';
import { recordEvent } from '../journal/service';
import { getTicket } from '../tickets/service';
import { renderTicketInvoicePdf } from './invoice-pdf';
import type { SellerMentions, TicketDocument } from './model';
import { renderReceiptPdf } from './receipt-pdf';

export type DocumentFormat = 'receipt' | 'invoice';

/**
 * The restaurant's legal mentions, as printed on its tickets and invoices: its fiscal identity in force at `at` (a
 * ticket's closing; now when not given), its name, contact and logo as they are now.
 */
export const sellerMentions = async (db: Db, scope: RestaurantScope, at?: SQL): Promise<SellerMentions> => {
  const seller = await sellerAt(db, scope, at);
  if (!seller) throw notFound('Restaurant introuvable');
  return seller;
};

/** When a ticket was issued: its closing at the till (the identity printed is the one in force then). */
const issuedAt = (scope: RestaurantScope, ticketId: string) =>
  sql`(select t.closed_at from caisse_tickets t where ${inScope(scope, sql`t.restaurant_id`)} and t.id = ${ticketId})`;

/**
 * Records one print of a ticket and says which it is: the first print of a ticket (any format) is the
 * original (0); every later one is a reprint "DUPLICATA n°k", written in the reprints table. Both go to the
 * event journal. A per-ticket advisory lock makes two simultaneous prints take k and k+1, never the same k.
 */
const recordPrint = (
  db: Db,
  scope: RestaurantScope,
  ticket: TicketDetail,
  format: DocumentFormat,
  user: SessionUser,
  via: 'print' | 'mail',
) =>
  db.transaction(async (tx) => {
    const restaurantId = scope.restaurantId;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reprint:${ticket.id}`}, 0))`);
    const { rows } = await tx.execute<{ printed: boolean; last: number }>(
      sql`select exists (select 1 from caisse_ledger_events e where ${inScope(scope, tenantColumn('e'))} and e.ticket_id = ${ticket.id}
                   and e.kind = 'reprint') as printed,
                 (select coalesce(max(r.number), 0)::int from caisse_ticket_reprints r
                   where ${inScope(scope, tenantColumn('r'))} and r.ticket_id = ${ticket.id}) as last`,
    );
    const duplicate = rows[0].printed ? rows[0].last + 1 : 0;
    if (duplicate > 0) {
      await tx
        .insert(caisseTicketReprints)
        .values({ restaurant_id: restaurantId, ticket_id: ticket.id, number: duplicate, format, user_id: user.id });
    }
    await recordEvent(tx, restaurantId, {
      kind: 'reprint',
      user,
      ticketId: ticket.id,
      details: { ticket_number: ticket.number, format, duplicate, via },
    });
    return duplicate;
  });

/** A ticket's receipt or invoice as a PDF, its print recorded (original, then DUPLICATA n°k). */
export const printTicket = async (
  db: Db,
  storage: FileStorage,
  scope: RestaurantScope,
  ticketId: string,
  format: DocumentFormat,
  user: SessionUser,
  via: 'print' | 'mail' = 'print',
) => {
  const [ticket, seller] = await Promise.all([getTicket(db, scope, ticketId), sellerMentions(db, scope, issuedAt(scope, ticketId))]);
  const duplicate = await recordPrint(db, scope, ticket, format, user, via);
  const doc: TicketDocument = { ticket, seller: { ...seller, logo: await storedImage(storage, seller.logo_url) }, duplicate };
  const pdf = format === 'receipt' ? await renderReceiptPdf(doc) : await renderTicketInvoicePdf(doc);
  return {
    ticket,
    seller,
    duplicate,
    pdf,
    filename: format === 'receipt' ? `ticket-${ticket.number}.pdf` : `facture-F-${ticket.number}.pdf`,
  };
};
