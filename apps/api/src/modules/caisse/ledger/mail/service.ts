import type { SendInvoiceResult } from '@fitfit/contracts';
import { formatMoneyPlain, frDay } from '@fitfit/contracts';
import type { Db } from '../../../../db/database';
import type { SessionUser } from '../../../../lib/access';
import { HttpError, unprocessable } from '../../../../lib/http-errors';
import type { Mailer } from '../../../../lib/mailer';
import type { FileStorage } from '../../../../lib/storage/file-storage';
import type { RestaurantScope } from '../../../../lib/tenant-scope';
import { sellerSignature } from '../documents/model';
import { printTicket } from '../documents/service';
import { recordEvent } from '../journal/service';
import { getTicket } from '../tickets/service';

/**
 * "Envoyer la facture": the A4 invoice PDF to the ticket's customer or to the typed address. The PDF is an
 * issue of the invoice like a print (original first, then DUPLICATA n°k); the sending is journaled.
 */
export const sendInvoice = async (
  db: Db,
  mailer: Mailer,
  storage: FileStorage,
  scope: RestaurantScope,
  ticketId: string,
  email: string | undefined,
  user: SessionUser,
): Promise<SendInvoiceResult> => {
  const ticket = await getTicket(db, scope, ticketId);
  const to = email ?? ticket.customer_email;
  if (!to) {
    throw unprocessable("Ce ticket n'a pas de client avec une adresse e-mail : saisissez l'adresse du destinataire", {
      email: 'Le champ e-mail est obligatoire',
    });
  }
  const printed = await printTicket(db, storage, scope, ticketId, 'invoice', user, 'mail');
  const seller = printed.seller;
  const hello = ticket.customer_name ? `Bonjour ${ticket.customer_name},` : 'Bonjour,';
  let receipt: Awaited<ReturnType<Mailer['send']>>;
  try {
    receipt = await mailer.send({
      to,
      subject: `Votre facture F-${ticket.number} — ${seller.name}`,
      text: [
        hello,
        '',
        `Veuillez trouver ci-joint la facture de votre commande du ${frDay(ticket.business_date)} chez ${seller.name} (ticket n°${ticket.number}, ${formatMoneyPlain(ticket.total_ttc_cents)} TTC).`,
        '',
        'Merci de votre visite et à bientôt.',
        '',
        ...sellerSignature(seller),
      ].join('\n'),
      // the customer's answer goes to the restaurant, not to the platform's sending address
      replyTo: seller.email ?? undefined,
      attachments: [{ filename: printed.filename, content: printed.pdf, contentType: 'application/pdf' }],
    });
  } catch {
    throw new HttpError(502, 'mail_failed', "L'envoi de l'e-mail a échoué, veuillez réessayer plus tard");
  }
  await recordEvent(db, scope.restaurantId, {
    kind: 'invoice_sent',
    user,
    ticketId,
    details: {
      ticket_number: ticket.number,
      to,
      duplicate: printed.duplicate,
      message_id: receipt.messageId,
      transport: receipt.transport,
    },
  });
  return { to, message_id: receipt.messageId, duplicate: printed.duplicate };
};
