import type { z } from 'zod';
import { idParamsSchema } from '../admin';
import {
  announcementFollowUpSchema,
  announcementImageSchema,
  announcementInputSchema,
  announcementPageSchema,
  announcementSchema,
  audienceChoicesSchema,
  confirmationRatesSchema,
  feedAnnouncementSchema,
  feedPageSchema,
  feedQuerySchema,
  feedUnreadSchema,
  followUpExportQuerySchema,
  followUpReminderSchema,
  platformNoticesSchema,
} from '../intranet';
import { pageQuerySchema } from '../paging';
import { endpoint, fileAnswer, fileUpload, noContent } from './endpoint';
import { restaurantItemParamsSchema, restaurantParamsSchema, restaurantPath } from './params';

const tags = ['intranet'] as const;
const tableFile = fileAnswer('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

/**
 * One author's area (docs/intranet.md): its announcements (list, write, delete) and their follow-up. The same
 * descriptors for the three authors, each under its own path: the admin's, the franchisor's, a restaurant's owners'.
 */
const authoring = <const B extends string, P extends z.ZodObject | undefined, I extends z.ZodObject>(
  base: B,
  params: P,
  itemParams: I,
  who: string,
) => ({
  list: endpoint({
    method: 'GET',
    path: `${base}/announcements`,
    params,
    query: pageQuerySchema,
    response: announcementPageSchema,
    summary: `Annonces rédigées (${who}) : recherche sur le titre, les plus récentes d’abord`,
    tags,
  }),
  choices: endpoint({
    method: 'GET',
    path: `${base}/audience-choices`,
    params,
    response: audienceChoicesSchema,
    summary: `Destinataires possibles (${who}) : marques et restaurants à sa portée`,
    tags,
  }),
  create: endpoint({
    method: 'POST',
    path: `${base}/announcements`,
    params,
    body: announcementInputSchema,
    response: announcementSchema,
    status: 201,
    summary: `Publier une annonce (${who}) : texte mis en forme nettoyé, destinataires, publication, expiration, épingle, à confirmer`,
    tags,
  }),
  get: endpoint({
    method: 'GET',
    path: `${base}/announcements/:id`,
    params: itemParams,
    response: announcementSchema,
    summary: `Une annonce rédigée (${who})`,
    tags,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${base}/announcements/:id`,
    params: itemParams,
    body: announcementInputSchema,
    response: announcementSchema,
    summary: `Modifier une annonce (${who})`,
    tags,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${base}/announcements/:id`,
    params: itemParams,
    response: noContent,
    summary: `Retirer une annonce (${who}) : elle ne se lit plus, son suivi est gardé`,
    tags,
  }),
  followUp: endpoint({
    method: 'GET',
    path: `${base}/announcements/:id/follow-up`,
    params: itemParams,
    response: announcementFollowUpSchema,
    summary: `Suivi d’une annonce (${who}) : restaurants et personnes destinataires, lu, confirmé ou non`,
    tags,
  }),
  exportFollowUp: endpoint({
    method: 'GET',
    path: `${base}/announcements/:id/follow-up/export`,
    params: itemParams,
    query: followUpExportQuerySchema,
    response: tableFile,
    summary: `Suivi d’une annonce en CSV ou XLSX (${who})`,
    tags,
  }),
  uploadImage: endpoint({
    method: 'POST',
    path: `${base}/announcements/images`,
    params,
    body: fileUpload,
    response: announcementImageSchema,
    status: 201,
    summary: `Envoyer une image pour le texte d’une annonce (${who}, multipart, champ file : JPEG, PNG ou WebP, 5 Mo max)`,
    tags,
  }),
  remind: endpoint({
    method: 'POST',
    path: `${base}/announcements/:id/follow-up/remind`,
    params: itemParams,
    response: followUpReminderSchema,
    summary: `Relancer par e-mail ceux qui n’ont pas lu (ou pas confirmé) une annonce (${who}) : un rappel par heure au plus`,
    tags,
  }),
});

export const intranetAdminEndpoints = {
  ...authoring('/api/v1/admin/intranet', undefined, idParamsSchema, 'équipe FitFit Solution'),
  /** Its dashboard: the confirmation of the platform's announcements « à confirmer », restaurant by restaurant. */
  confirmationRates: endpoint({
    method: 'GET',
    path: '/api/v1/admin/intranet/confirmation-rates',
    response: confirmationRatesSchema,
    summary: 'Confirmation des annonces « à confirmer » de FitFit Solution, restaurant par restaurant',
    tags,
  }),
};
export const intranetFranchisorEndpoints = {
  ...authoring('/api/v1/franchisor/intranet', undefined, idParamsSchema, 'franchiseur'),
  /** Its dashboard: the confirmation of its announcements « à confirmer », restaurant by restaurant. */
  confirmationRates: endpoint({
    method: 'GET',
    path: '/api/v1/franchisor/intranet/confirmation-rates',
    response: confirmationRatesSchema,
    summary: 'Confirmation des annonces « à confirmer » du franchiseur, restaurant par restaurant',
    tags,
  }),
};
export const intranetOwnerEndpoints = authoring(
  restaurantPath('intranet'),
  restaurantParamsSchema,
  restaurantItemParamsSchema,
  'propriétaires du restaurant',
);

/** The readers, the users of a restaurant addressed; and the platform's news. */
export const intranetEndpoints = {
  feed: endpoint({
    method: 'GET',
    path: restaurantPath('intranet/feed'),
    params: restaurantParamsSchema,
    query: feedQuerySchema,
    response: feedPageSchema,
    summary: 'Annonces reçues par le restaurant : épinglées d’abord, non lues marquées, recherche sans accents',
    tags,
  }),
  unread: endpoint({
    method: 'GET',
    path: restaurantPath('intranet/feed/unread'),
    params: restaurantParamsSchema,
    response: feedUnreadSchema,
    summary: 'Nombre d’annonces non lues et à confirmer (le badge du menu)',
    tags,
  }),
  read: endpoint({
    method: 'GET',
    path: restaurantPath('intranet/feed/:id'),
    params: restaurantItemParamsSchema,
    response: feedAnnouncementSchema,
    summary: 'Lire une annonce : l’ouverture est enregistrée comme « lu »',
    tags,
  }),
  confirm: endpoint({
    method: 'POST',
    path: restaurantPath('intranet/feed/:id/confirm'),
    params: restaurantItemParamsSchema,
    response: feedAnnouncementSchema,
    summary: '« J’ai lu et j’applique » : confirmer une annonce à confirmer',
    tags,
  }),

  // ---------- the platform's news, for every signed-in person (the notice on `/`), no module needed ----------
  notices: endpoint({
    method: 'GET',
    path: '/api/v1/intranet/notices',
    response: platformNoticesSchema,
    summary: 'Actualités de la plateforme en cours (annonces de l’équipe FitFit Solution à tous les restaurants)',
    tags,
  }),
};
