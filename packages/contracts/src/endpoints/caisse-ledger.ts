import { z } from 'zod';
import { closeDayRequestSchema, closingPreviewSchema } from '../caisse-closing-safeguards';
import {
  archiveCreateInputSchema,
  compliancePublicKeySchema,
  fiscalArchiveSchema,
  sendInvoiceInputSchema,
  sendInvoiceResultSchema,
} from '../caisse-compliance';
import {
  cashMovementInputSchema,
  cashMovementListQuerySchema,
  cashMovementSchema,
  closingExportQuerySchema,
  closingListQuerySchema,
  closingSchema,
  deliveryAnalysisQuerySchema,
  deliveryAnalysisSchema,
  deliveryStatusChangeInputSchema,
  deliveryStatusStateSchema,
  integrityReportSchema,
  journalEventSchema,
  journalListQuerySchema,
  registerSchema,
  ticketBatchResultSchema,
  ticketCancelInputSchema,
  ticketDetailSchema,
  ticketListQuerySchema,
  ticketResultSchema,
  ticketSummarySchema,
  ticketUploadSchema,
} from '../caisse-ledger';
import { openOrderClosedSchema, openOrderInputSchema, openOrderParamsSchema, openOrderSchema } from '../caisse-open-orders';
import { cursorPageEnvelope, pageEnvelope, pageQuerySchema } from '../paging';
import { endpoint, fileAnswer } from './endpoint';
import { restaurantItemParamsSchema, restaurantParamsSchema, restaurantPath } from './params';

const tags = ['caisse — ventes'] as const;
const complianceTags = ['caisse — conformité'] as const;
const params = restaurantParamsSchema;
const itemParams = restaurantItemParamsSchema;
/** A daily closing is named by its business date (`/caisse/z-caisse/cloturer/:id`, :id = AAAA-MM-JJ). */
const dayParams = restaurantParamsSchema.extend({ date: z.iso.date() });
const pdf = fileAnswer('application/pdf');

/**
 * The sales ledger's endpoints (docs/caisse-ledger.md): tickets (a terminal's upload, the back office's reading
 * and cancelling), cash movements, closings, open orders, delivery statuses, registers, the compliance journal,
 * the integrity check; and its documents: receipts and invoices, invoices by e-mail, closings exports, fiscal archives.
 */
export const caisseLedgerEndpoints = {
  // ---------- tickets ----------
  uploadTickets: endpoint({
    method: 'POST',
    path: restaurantPath('caisse/tickets'),
    params,
    body: ticketUploadSchema,
    response: ticketBatchResultSchema.or(ticketResultSchema),
    alsoAnswers: { 201: ticketResultSchema },
    summary:
      'Terminal : envoyer un ticket (201, 200 si déjà reçu, 422 refusé) ou un lot {tickets: […]} de 500 au plus (200, résultat par ticket)',
    tags,
  }),
  tickets: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/tickets'),
    params,
    query: ticketListQuerySchema,
    response: cursorPageEnvelope(ticketSummarySchema),
    summary: 'Tickets (curseur, filtres)',
    tags,
  }),
  ticket: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/tickets/:id'),
    params: itemParams,
    response: ticketDetailSchema,
    summary: 'Un ticket : lignes, choix, paiements, TVA, position dans la chaîne',
    tags,
  }),
  cancelTicket: endpoint({
    method: 'POST',
    path: restaurantPath('caisse/tickets/:id/cancel'),
    params: itemParams,
    body: ticketCancelInputSchema,
    response: ticketDetailSchema,
    status: 201,
    summary: "Annuler un ticket : crée le ticket d'annulation (lignes négatives) ; 409 pour une annulation ou un ticket déjà annulé",
    tags,
  }),
  deliveryStatus: endpoint({
    method: 'POST',
    path: restaurantPath('caisse/tickets/:id/delivery-status'),
    params: itemParams,
    body: deliveryStatusChangeInputSchema,
    response: deliveryStatusStateSchema,
    alsoAnswers: { 201: deliveryStatusStateSchema },
    summary:
      "Terminal : changer le statut de livraison d'un ticket de livraison (201 ; 200 si le ticket a déjà eu ce statut ; 409 si le statut ne peut pas suivre l'actuel ; 422 pour un ticket qui n'est pas une livraison)",
    tags,
  }),
  deliveries: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/analytics/deliveries'),
    params,
    query: deliveryAnalysisQuerySchema,
    response: deliveryAnalysisSchema,
    summary: "Livraisons d'une période : par statut actuel, et le délai moyen de la commande à la livraison",
    tags: ['caisse — analyses'],
  }),
  // ---------- a terminal's open orders (docs/terminal-api.md) ----------
  saveOpenOrder: endpoint({
    method: 'PUT',
    path: restaurantPath('caisse/orders/:ref'),
    params: openOrderParamsSchema,
    body: openOrderInputSchema,
    response: openOrderSchema,
    alsoAnswers: { 201: openOrderSchema },
    summary:
      'Terminal : ouvrir une commande (201) ou la mettre à jour (200), par la référence du terminal ; 409 si elle est déjà encaissée',
    tags,
  }),
  closeOpenOrder: endpoint({
    method: 'POST',
    path: restaurantPath('caisse/orders/:ref/close'),
    params: openOrderParamsSchema,
    // the ticket is checked by the ledger, field by field, as POST …/caisse/tickets does
    body: ticketUploadSchema,
    response: openOrderClosedSchema,
    summary:
      'Terminal : encaisser une commande ouverte — son ticket, comme POST …/caisse/tickets (200 ; renvoyé : même réponse ; 404 commande inconnue ; 422 ticket refusé)',
    tags,
  }),
  // ---------- cash movements, registers ----------
  recordCashMovement: endpoint({
    method: 'POST',
    path: restaurantPath('caisse/cash-movements'),
    params,
    body: cashMovementInputSchema,
    response: cashMovementSchema,
    alsoAnswers: { 201: cashMovementSchema },
    summary: 'Terminal : mouvement de caisse (apport, retrait, dépense, fond de caisse) ; 201, ou 200 si déjà reçu',
    tags,
  }),
  cashMovements: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/cash-movements'),
    params,
    query: cashMovementListQuerySchema,
    response: cursorPageEnvelope(cashMovementSchema),
    summary: 'Mouvements de caisse',
    tags,
  }),
  registers: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/registers'),
    params,
    response: z.array(registerSchema),
    summary: 'Caisses (terminaux) du restaurant, retirées comprises, pour filtrer les tickets',
    tags,
  }),
  // ---------- closings ----------
  closings: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/closings'),
    params,
    query: closingListQuerySchema,
    response: cursorPageEnvelope(closingSchema),
    summary: 'Clôtures journalières (curseur), ou mensuelles / annuelles (period=month|year, sommes des journalières)',
    tags,
  }),
  closing: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/closings/:id'),
    params: itemParams,
    response: closingSchema,
    summary: 'Une clôture journalière et tous ses chiffres',
    tags,
  }),
  closingTickets: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/closings/:id/tickets'),
    params: itemParams,
    query: ticketListQuerySchema,
    response: cursorPageEnvelope(ticketSummarySchema),
    summary: "Les tickets d'une clôture",
    tags,
  }),
  previewDay: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/closings/days/:date'),
    params: dayParams,
    response: closingPreviewSchema,
    summary:
      "Une journée : sa clôture si elle existe, sinon les chiffres qu'elle aurait, ses comptages de caisse et ses commandes en cours (rien n'est écrit)",
    tags,
  }),
  closeDay: endpoint({
    method: 'POST',
    path: restaurantPath('caisse/closings/days/:date'),
    params: dayParams,
    body: closeDayRequestSchema,
    response: closingSchema,
    status: 201,
    summary:
      "Clôturer une journée (Z) : définitive, numérotée et chaînée ; l'écart d'espèces demande un motif ; la journée en cours demande confirm_early",
    tags,
  }),
  // ---------- compliance ----------
  checkIntegrity: endpoint({
    method: 'POST',
    path: restaurantPath('caisse/compliance/integrity'),
    params,
    response: integrityReportSchema,
    summary:
      "Contrôle d'intégrité : parcourt les chaînes des tickets, des clôtures et des archives fiscales, nomme le premier maillon rompu (journalisé)",
    tags: complianceTags,
  }),
  events: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/compliance/events'),
    params,
    query: journalListQuerySchema,
    response: cursorPageEnvelope(journalEventSchema),
    summary: 'Journal des événements',
    tags: complianceTags,
  }),
  // ---------- documents ----------
  receipt: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/tickets/:id/receipt.pdf'),
    params: itemParams,
    response: pdf,
    summary: 'Ticket de caisse 80 mm (PDF), réimpression en duplicata',
    tags,
  }),
  invoice: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/tickets/:id/invoice.pdf'),
    params: itemParams,
    response: pdf,
    summary: 'Facture A4 du ticket (PDF), réimpression en duplicata',
    tags,
  }),
  sendInvoice: endpoint({
    method: 'POST',
    path: restaurantPath('caisse/tickets/:id/send-invoice'),
    params: itemParams,
    body: sendInvoiceInputSchema,
    response: sendInvoiceResultSchema,
    summary: 'Envoyer la facture du ticket par e-mail (PDF joint)',
    tags,
  }),
  exportClosings: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/closings/export'),
    params,
    query: closingExportQuerySchema,
    response: fileAnswer('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'),
    summary: 'Exporter les clôtures d’une période (CSV, XLSX ou PDF) avec sous-totaux mensuels et annuels',
    tags,
  }),
  createArchive: endpoint({
    method: 'POST',
    path: restaurantPath('caisse/compliance/archives'),
    params,
    body: archiveCreateInputSchema,
    response: fiscalArchiveSchema,
    status: 201,
    summary: "Créer l'archive fiscale signée d'un mois ou d'une année",
    tags: complianceTags,
  }),
  archives: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/compliance/archives'),
    params,
    query: pageQuerySchema,
    response: pageEnvelope(fiscalArchiveSchema),
    summary: 'Archives fiscales du restaurant',
    tags: complianceTags,
  }),
  archive: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/compliance/archives/:id'),
    params: itemParams,
    response: fiscalArchiveSchema,
    summary: 'Une archive fiscale',
    tags: complianceTags,
  }),
  downloadArchive: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/compliance/archives/:id/download'),
    params: itemParams,
    response: fileAnswer('application/zip'),
    summary: "Télécharger l'archive (zip signé)",
    tags: complianceTags,
  }),
  publicKey: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/compliance/public-key'),
    params,
    response: compliancePublicKeySchema,
    summary: 'Clé publique Ed25519 qui vérifie les archives',
    tags: complianceTags,
  }),
};
