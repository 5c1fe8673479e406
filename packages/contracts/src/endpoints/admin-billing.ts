import {
  adminDashboardSchema,
  creditNoteRequestSchema,
  invoiceListQuerySchema,
  invoicePaymentSchema,
  invoicePeriodsSchema,
  invoiceRunRequestSchema,
  invoiceRunResponseSchema,
  restaurantSubscriptionSchema,
  subscriptionCreateSchema,
  subscriptionInvoiceSchema,
  subscriptionListQuerySchema,
  subscriptionUpdateSchema,
} from '../billing';
import { pageEnvelope } from '../paging';
import { endpoint, fileAnswer } from './endpoint';
import { platformItemParamsSchema } from './resource';

/** The platform's billing (SPEC §7, admins only): subscriptions, their monthly invoices and credit notes, the dashboard. */
const tags = ['admin'] as const;
const params = platformItemParamsSchema;
const invoices = '/api/v1/admin/subscription_invoices';
const subscriptions = '/api/v1/admin/restaurant_subscriptions';

export const adminBillingEndpoints = {
  subscriptions: endpoint({
    method: 'GET',
    path: subscriptions,
    query: subscriptionListQuerySchema,
    response: pageEnvelope(restaurantSubscriptionSchema),
    summary: 'Abonnements des restaurants (only_subscribed=true : essai, actif, impayé)',
    tags,
  }),
  createSubscription: endpoint({
    method: 'POST',
    path: subscriptions,
    body: subscriptionCreateSchema,
    response: restaurantSubscriptionSchema,
    status: 201,
    summary: 'Créer l’abonnement d’un restaurant (409 s’il en a déjà un en cours)',
    tags,
  }),
  updateSubscription: endpoint({
    method: 'PATCH',
    path: `${subscriptions}/:id`,
    params,
    body: subscriptionUpdateSchema,
    response: restaurantSubscriptionSchema,
    summary: 'Changer la périodicité et le statut d’un abonnement (409 s’il est résilié)',
    tags,
  }),
  cancelSubscription: endpoint({
    method: 'POST',
    path: `${subscriptions}/:id/cancel`,
    params,
    response: restaurantSubscriptionSchema,
    summary: 'Résilier un abonnement (il reste, daté, et n’est plus facturé)',
    tags,
  }),
  invoices: endpoint({
    method: 'GET',
    path: invoices,
    query: invoiceListQuerySchema,
    response: pageEnvelope(subscriptionInvoiceSchema),
    summary: "Factures d'abonnement (filtre statut, recherche par numéro ou restaurant)",
    tags,
  }),
  runInvoices: endpoint({
    method: 'POST',
    path: `${invoices}/run`,
    body: invoiceRunRequestSchema,
    response: invoiceRunResponseSchema,
    summary:
      'Facturation d’un mois terminé : une facture par abonnement facturable, au prorata des jours détenus (idempotent ; 422 si le mois n’est pas fini)',
    tags,
  }),
  invoicePeriods: endpoint({
    method: 'GET',
    path: `${invoices}/periods`,
    response: invoicePeriodsSchema,
    summary: 'Mois facturables : du premier abonnement au dernier mois terminé (le plus récent d’abord)',
    tags,
  }),
  invoice: endpoint({ method: 'GET', path: `${invoices}/:id`, params, response: subscriptionInvoiceSchema, summary: 'Une facture', tags }),
  markInvoicePaid: endpoint({
    method: 'PATCH',
    path: `${invoices}/:id/paid`,
    params,
    body: invoicePaymentSchema,
    response: subscriptionInvoiceSchema,
    summary: 'Marquer une facture payée : date et moyen de paiement',
    tags,
  }),
  creditNote: endpoint({
    method: 'POST',
    path: `${invoices}/:id/credit_note`,
    params,
    body: creditNoteRequestSchema,
    response: subscriptionInvoiceSchema,
    status: 201,
    summary: 'Annuler une facture par un avoir (AV-AAAA-NNNNNN) ; une facture n’est jamais supprimée',
    tags,
  }),
  creditNotePdf: endpoint({
    method: 'GET',
    path: `${invoices}/:id/credit_note/pdf`,
    params,
    response: fileAnswer('application/pdf'),
    summary: 'Avoir au format PDF',
    tags,
  }),
  invoicePdf: endpoint({
    method: 'GET',
    path: `${invoices}/:id/pdf`,
    params,
    response: fileAnswer('application/pdf'),
    summary: 'Facture au format PDF',
    tags,
  }),
  dashboard: endpoint({
    method: 'GET',
    path: '/api/v1/admin/dashboards',
    response: adminDashboardSchema,
    summary: 'Statistiques : restaurants, utilisateurs par rôle, MRR et tendance, factures impayées, adoption des modules',
    tags,
  }),
};
