import type { z } from 'zod';
import { idParamsSchema } from '../admin';
import {
  authoredDocumentPageSchema,
  authoredDocumentSchema,
  DOCUMENT_MAX_MB,
  documentFollowUpExportQuerySchema,
  documentFollowUpSchema,
  documentInputSchema,
  documentLinkSchema,
  documentListQuerySchema,
  documentVersionChoiceSchema,
  documentVersionQuerySchema,
  libraryDocumentDetailSchema,
  libraryFoldersSchema,
  libraryPageSchema,
} from '../intranet-documents';
import { endpoint, fileAnswer, fileUpload, noContent } from './endpoint';
import { restaurantItemParamsSchema, restaurantParamsSchema, restaurantPath } from './params';

const tags = ['intranet'] as const;
const tableFile = fileAnswer('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

/**
 * One author's documents (docs/intranet.md « Documents »): the same descriptors for the admin, a franchisor and a
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
    path: `${base}/documents`,
    params,
    query: documentListQuerySchema,
    response: authoredDocumentPageSchema,
    summary: `Documents déposés (${who}) : par dossier, recherche sur le titre`,
    tags,
  }),
  create: endpoint({
    method: 'POST',
    path: `${base}/documents`,
    params,
    body: documentInputSchema,
    response: authoredDocumentSchema,
    status: 201,
    summary: `Créer un document (${who}) : titre, dossier, destinataires, à confirmer ; son fichier vient en version 1`,
    tags,
  }),
  get: endpoint({
    method: 'GET',
    path: `${base}/documents/:id`,
    params: itemParams,
    response: authoredDocumentSchema,
    summary: `Un document déposé et ses versions (${who})`,
    tags,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${base}/documents/:id`,
    params: itemParams,
    body: documentInputSchema,
    response: authoredDocumentSchema,
    summary: `Modifier un document (${who}) : titre, dossier, destinataires, à confirmer`,
    tags,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${base}/documents/:id`,
    params: itemParams,
    response: noContent,
    summary: `Retirer un document (${who}) : il ne se lit plus, son suivi est gardé`,
    tags,
  }),
  addVersion: endpoint({
    method: 'POST',
    path: `${base}/documents/:id/versions`,
    params: itemParams,
    query: documentVersionQuerySchema,
    body: fileUpload,
    response: authoredDocumentSchema,
    status: 201,
    summary: `Déposer une version (${who}, multipart, champ file : PDF, image ou fichier bureautique, ${DOCUMENT_MAX_MB} Mo max ; texte des PDF lu)`,
    tags,
  }),
  link: endpoint({
    method: 'GET',
    path: `${base}/documents/:id/link`,
    params: itemParams,
    query: documentVersionChoiceSchema,
    response: documentLinkSchema,
    summary: `Adresse signée d’une version (${who}), valable quelques minutes`,
    tags,
  }),
  followUp: endpoint({
    method: 'GET',
    path: `${base}/documents/:id/follow-up`,
    params: itemParams,
    query: documentVersionChoiceSchema,
    response: documentFollowUpSchema,
    summary: `Suivi d’une version (${who}) : restaurants et personnes destinataires, lu, confirmé ou non`,
    tags,
  }),
  exportFollowUp: endpoint({
    method: 'GET',
    path: `${base}/documents/:id/follow-up/export`,
    params: itemParams,
    query: documentFollowUpExportQuerySchema,
    response: tableFile,
    summary: `Suivi d’une version en CSV ou XLSX (${who})`,
    tags,
  }),
});

export const documentAdminEndpoints = authoring('/api/v1/admin/intranet', undefined, idParamsSchema, 'équipe FitFit Solution');
export const documentFranchisorEndpoints = authoring('/api/v1/franchisor/intranet', undefined, idParamsSchema, 'franchiseur');
export const documentOwnerEndpoints = authoring(
  restaurantPath('intranet'),
  restaurantParamsSchema,
  restaurantItemParamsSchema,
  'propriétaires du restaurant',
);

/** The readers: the people of a restaurant addressed, holding the module. */
export const libraryEndpoints = {
  folders: endpoint({
    method: 'GET',
    path: restaurantPath('intranet/library/folders'),
    params: restaurantParamsSchema,
    response: libraryFoldersSchema,
    summary: 'Dossiers de la bibliothèque du restaurant : nombre de documents et à confirmer',
    tags,
  }),
  list: endpoint({
    method: 'GET',
    path: restaurantPath('intranet/library'),
    params: restaurantParamsSchema,
    query: documentListQuerySchema,
    response: libraryPageSchema,
    summary: 'Documents reçus par le restaurant : par dossier, recherche plein texte en français (titres et texte des PDF)',
    tags,
  }),
  get: endpoint({
    method: 'GET',
    path: restaurantPath('intranet/library/:id'),
    params: restaurantItemParamsSchema,
    response: libraryDocumentDetailSchema,
    summary: 'Un document reçu et ses versions',
    tags,
  }),
  download: endpoint({
    method: 'POST',
    path: restaurantPath('intranet/library/:id/download'),
    params: restaurantItemParamsSchema,
    query: documentVersionChoiceSchema,
    response: documentLinkSchema,
    summary: 'Télécharger une version : adresse signée valable quelques minutes ; enregistre « lu » pour la personne',
    tags,
  }),
  confirm: endpoint({
    method: 'POST',
    path: restaurantPath('intranet/library/:id/confirm'),
    params: restaurantItemParamsSchema,
    response: libraryDocumentDetailSchema,
    summary: '« J’ai lu et j’applique » : confirmer la version en cours d’un document à confirmer',
    tags,
  }),
};
