import { z } from 'zod';
import { idParamsSchema } from '../admin';
import { followUpExportQuerySchema, followUpReminderSchema } from '../intranet';
import {
  CAMPAIGN_PHOTO_MAX_MB,
  campaignFollowUpSchema,
  campaignInputSchema,
  campaignPageSchema,
  campaignPhotoSchema,
  campaignSchema,
  campaignTaskDoneInputSchema,
  campaignTaskListSchema,
  campaignTaskReopenInputSchema,
  campaignTaskSchema,
} from '../intranet-campaigns';
import { pageQuerySchema } from '../paging';
import { endpoint, fileAnswer, fileUpload, noContent } from './endpoint';
import { restaurantItemParamsSchema, restaurantParamsSchema, restaurantPath } from './params';

const tags = ['intranet'] as const;
const tableFile = fileAnswer('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

/**
 * One author's campaigns (docs/intranet.md « Campagnes »): the same descriptors for the admin, a franchisor and a
 * restaurant's owners, each under its own path, as the announcements.
 */
const authoring = <const B extends string, P extends z.ZodObject | undefined, I extends z.ZodObject>(
  base: B,
  params: P,
  itemParams: I,
  who: string,
) => ({
  list: endpoint({
    method: 'GET',
    path: `${base}/campaigns`,
    params,
    query: pageQuerySchema,
    response: campaignPageSchema,
    summary: `Campagnes lancées (${who}) : recherche sur le titre, avec le nombre de restaurants faits et en retard`,
    tags,
  }),
  create: endpoint({
    method: 'POST',
    path: `${base}/campaigns`,
    params,
    body: campaignInputSchema,
    response: campaignSchema,
    status: 201,
    summary: `Lancer une campagne (${who}) : consignes, échéance, preuve demandée, destinataires, publication`,
    tags,
  }),
  get: endpoint({
    method: 'GET',
    path: `${base}/campaigns/:id`,
    params: itemParams,
    response: campaignSchema,
    summary: `Une campagne lancée (${who})`,
    tags,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${base}/campaigns/:id`,
    params: itemParams,
    body: campaignInputSchema,
    response: campaignSchema,
    summary: `Modifier une campagne (${who})`,
    tags,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${base}/campaigns/:id`,
    params: itemParams,
    response: noContent,
    summary: `Retirer une campagne (${who}) : les restaurants ne la voient plus, les preuves sont gardées`,
    tags,
  }),
  followUp: endpoint({
    method: 'GET',
    path: `${base}/campaigns/:id/follow-up`,
    params: itemParams,
    response: campaignFollowUpSchema,
    summary: `Suivi d’une campagne (${who}) : chaque restaurant, fait, en retard ou à faire, ses photos`,
    tags,
  }),
  exportFollowUp: endpoint({
    method: 'GET',
    path: `${base}/campaigns/:id/follow-up/export`,
    params: itemParams,
    query: followUpExportQuerySchema,
    response: tableFile,
    summary: `Suivi d’une campagne en CSV ou XLSX (${who})`,
    tags,
  }),
  remind: endpoint({
    method: 'POST',
    path: `${base}/campaigns/:id/follow-up/remind`,
    params: itemParams,
    response: followUpReminderSchema,
    summary: `Relancer par e-mail les restaurants qui n’ont pas fait la campagne (${who}) : un rappel par heure au plus`,
    tags,
  }),
  reopen: endpoint({
    method: 'POST',
    path: `${base}/campaigns/:id/reopen`,
    params: itemParams,
    body: campaignTaskReopenInputSchema,
    response: campaignFollowUpSchema,
    summary: `« À refaire » : rouvrir la tâche faite d’un restaurant, avec la raison (${who})`,
    tags,
  }),
});

export const campaignAdminEndpoints = authoring('/api/v1/admin/intranet', undefined, idParamsSchema, 'équipe FitFit Solution');
export const campaignFranchisorEndpoints = authoring('/api/v1/franchisor/intranet', undefined, idParamsSchema, 'franchiseur');
export const campaignOwnerEndpoints = authoring(
  restaurantPath('intranet'),
  restaurantParamsSchema,
  restaurantItemParamsSchema,
  'propriétaires du restaurant',
);

const photoParamsSchema = restaurantItemParamsSchema.extend({ photoId: z.uuid() });

/** The restaurant's tasks: its people read them; its owners and managers give the proof. */
export const campaignTaskEndpoints = {
  list: endpoint({
    method: 'GET',
    path: restaurantPath('intranet/tasks'),
    params: restaurantParamsSchema,
    response: campaignTaskListSchema,
    summary: 'Campagnes du restaurant : à faire, en retard, faites',
    tags,
  }),
  get: endpoint({
    method: 'GET',
    path: restaurantPath('intranet/tasks/:id'),
    params: restaurantItemParamsSchema,
    response: campaignTaskSchema,
    summary: 'Une campagne du restaurant : consignes, preuve demandée, preuve donnée',
    tags,
  }),
  addPhoto: endpoint({
    method: 'POST',
    path: restaurantPath('intranet/tasks/:id/photos'),
    params: restaurantItemParamsSchema,
    body: fileUpload,
    response: campaignPhotoSchema,
    status: 201,
    summary: `Ajouter une photo à la preuve (multipart, champ file : JPEG, PNG ou WebP, ${CAMPAIGN_PHOTO_MAX_MB} Mo max)`,
    tags,
  }),
  removePhoto: endpoint({
    method: 'DELETE',
    path: restaurantPath('intranet/tasks/:id/photos/:photoId'),
    params: photoParamsSchema,
    response: noContent,
    summary: 'Retirer une photo d’une preuve pas encore rendue',
    tags,
  }),
  done: endpoint({
    method: 'POST',
    path: restaurantPath('intranet/tasks/:id/done'),
    params: restaurantItemParamsSchema,
    body: campaignTaskDoneInputSchema,
    response: campaignTaskSchema,
    summary: 'Marquer la campagne faite, avec le commentaire et les photos demandés',
    tags,
  }),
};
