import { paymentMethodLabels, type TicketDetail } from '@fitfit/contracts';
import type { SellerIdentity } from '../../../../lib/restaurant-identity';

/**
 * The seller's mentions printed on a receipt or an invoice: the restaurant's details, its fiscal identity as it was
 * when the ticket was issued (lib/restaurant-identity.ts), and its logo's bytes when it has one.
 */
export type SellerMentions = SellerIdentity & { logo?: Buffer | null };

/** What a printed document shows: the ticket, its seller, and which print it is (0 = original, k = "DUPLICATA n°k"). */
export interface TicketDocument {
  ticket: TicketDetail;
  seller: SellerMentions;
  duplicate: number;
}

export const duplicateLabel = (k: number) => (k > 0 ? `DUPLICATA n°${k}` : null);

export { addressLines as sellerAddress, signatureLines as sellerSignature } from '../../../../lib/restaurant-identity';

/** The legal identifiers line: SIRET, NAF, VAT number, each only when the restaurant filled it. */
export const sellerIds = (s: SellerMentions) =>
  [s.siret && `SIRET ${s.siret}`, s.naf_code && `NAF ${s.naf_code}`, s.vat_number && `TVA intracom. ${s.vat_number}`].filter(
    (l): l is string => !!l,
  );

export const paymentLabel = (method: keyof typeof paymentMethodLabels) => paymentMethodLabels[method];

/** "Ticket n°42" or, for a cancellation, "Ticket d'annulation n°43 (annule le n°42)". */
export const ticketTitle = (t: TicketDetail) =>
  t.status === 'cancel_created'
    ? `Ticket d'annulation n°${t.number}${t.cancels_ticket_number ? ` (annule le n°${t.cancels_ticket_number})` : ''}`
    : `Ticket n°${t.number}`;
