import { z } from 'zod';
import { equipmentInputSchema, equipmentSchema, nonConformityQuerySchema, nonConformitySchema, nonConformityStepSchema } from '../haccp';
import {
  assigneeSchema,
  haccpHomeSchema,
  occurrenceSchema,
  planningQuerySchema,
  planningSchema,
  registerExportQuerySchema,
  taskInputSchema,
  taskSchema,
  taskTransitionSchema,
} from '../haccp-planning';
import { checklistTemplateInputSchema, checklistTemplateSchema, cleaningTaskInputSchema, cleaningTaskSchema } from '../haccp-plans';
import { lotQuerySchema, lotSchema, lotTraceSchema, productionRecipeSchema } from '../haccp-productions';
import { endpoint, fileAnswer } from './endpoint';
import { restaurantItemParamsSchema, restaurantParamsSchema, restaurantPath } from './params';
import { restaurantResourceEndpoints } from './resource';

const tags = ['haccp'] as const;
const params = restaurantParamsSchema;
const itemParams = restaurantItemParamsSchema;

/**
 * The HACCP module's endpoints (docs/haccp.md) beside its records (`haccpRecordKinds`) and its CRUD resources:
 * the home, the planning's occurrences, the non-conformity steps, productions' recipes and lots, the register.
 */
export const haccpEndpoints = {
  /** The planning's tasks (a resource: list, get, create, update, delete). */
  tasks: restaurantResourceEndpoints({
    path: 'haccp/tasks',
    item: taskSchema,
    input: taskInputSchema,
    summaries: {
      list: 'Planning : tâches',
      get: 'Une tâche du planning',
      create: 'Planifier une tâche (une fois, ou chaque jour, semaine, mois)',
      update: 'Modifier une tâche (ses prochaines échéances)',
      delete: 'Retirer une tâche du planning (les enregistrements faits restent)',
    },
    tags,
  }),
  /** The equipment read in temperature, with its limits. */
  equipment: restaurantResourceEndpoints({
    path: 'haccp/equipment',
    summaries: {
      list: 'Équipements suivis en température',
      get: 'Un équipement',
      create: 'Ajouter un équipement (limites par défaut de la réglementation)',
      update: 'Modifier un équipement et ses limites',
      delete: 'Supprimer un équipement sans relevé (sinon, le désactiver)',
    },
    item: equipmentSchema,
    input: equipmentInputSchema,
    tags,
  }),
  /** The cleaning plan's tasks. */
  cleaningTasks: restaurantResourceEndpoints({
    path: 'haccp/cleaning-tasks',
    summaries: {
      list: 'Plan de nettoyage : tâches',
      get: 'Une tâche du plan de nettoyage',
      create: 'Ajouter une tâche au plan',
      update: 'Modifier une tâche du plan',
      delete: 'Retirer une tâche du plan (les nettoyages enregistrés restent)',
    },
    item: cleaningTaskSchema,
    input: cleaningTaskInputSchema,
    tags,
  }),
  /** The checklist templates. */
  checklistTemplates: restaurantResourceEndpoints({
    path: 'haccp/checklist-templates',
    summaries: {
      list: 'Modèles de checklists',
      get: 'Un modèle de checklist',
      create: 'Créer un modèle de checklist',
      update: 'Modifier un modèle de checklist',
      delete: 'Supprimer un modèle (les checklists remplies restent)',
    },
    item: checklistTemplateSchema,
    input: checklistTemplateInputSchema,
    tags,
  }),
  dashboard: endpoint({
    method: 'GET',
    path: restaurantPath('haccp/dashboard'),
    params,
    response: haccpHomeSchema,
    summary:
      'Accueil HACCP : tâches du jour et en retard, relevés manquants du jour, non-conformités ouvertes, derniers relevés hors limites',
    tags,
  }),

  // ---------- planning ----------
  planning: endpoint({
    method: 'GET',
    path: restaurantPath('haccp/planning'),
    params,
    query: planningQuerySchema,
    response: planningSchema,
    summary: 'Planning : les échéances des tâches sur une période (à faire, en cours, faites, en retard)',
    tags,
  }),
  transition: endpoint({
    method: 'POST',
    path: restaurantPath('haccp/tasks/:id/transitions'),
    params: itemParams,
    body: taskTransitionSchema,
    response: occurrenceSchema,
    summary: 'Faire avancer une échéance : commencer, remettre à faire, terminer (tâches « Autre » seulement)',
    tags,
  }),
  assignees: endpoint({
    method: 'GET',
    path: restaurantPath('haccp/assignees'),
    params,
    response: z.object({ data: z.array(assigneeSchema) }),
    summary: "Les personnes de l'équipe (utilisateurs de caisse actifs) à qui confier une tâche",
    tags,
  }),

  // ---------- non-conformities ----------
  /** Read only: a non-conformity is opened by a record out of its limits and moved on by its steps. */
  nonConformities: restaurantResourceEndpoints({
    path: 'haccp/non-conformities',
    item: nonConformitySchema,
    query: nonConformityQuerySchema,
    operations: ['list', 'get'],
    summaries: { list: 'Non-conformités', get: 'Une non-conformité' },
    tags,
  }),
  nonConformityStep: endpoint({
    method: 'POST',
    path: restaurantPath('haccp/non-conformities/:id/steps'),
    params: itemParams,
    body: nonConformityStepSchema,
    response: nonConformitySchema,
    summary: 'Étape suivante : action corrective, vérification, clôture (qui et quand sont enregistrés)',
    tags,
  }),

  // ---------- productions and lots ----------
  productionRecipes: endpoint({
    method: 'GET',
    path: restaurantPath('haccp/production-recipes'),
    params,
    response: z.object({ data: z.array(productionRecipeSchema) }),
    summary: 'Recettes (module Stock) que peut nommer une production',
    tags,
  }),
  lots: endpoint({
    method: 'GET',
    path: restaurantPath('haccp/lots'),
    params,
    query: lotQuerySchema,
    response: z.object({ data: z.array(lotSchema) }),
    summary: 'Rechercher un lot (étiquettes, livraisons acceptées, productions), le numéro exact en premier',
    tags,
  }),
  lotTrace: endpoint({
    method: 'GET',
    path: restaurantPath('haccp/lots/:id/trace'),
    params: itemParams,
    response: lotTraceSchema,
    summary: "Traçabilité d'un lot : ce dont il est fait (jusqu'aux livraisons) et ce dans quoi il est entré",
    tags,
  }),
  lotTraceExport: endpoint({
    method: 'GET',
    path: restaurantPath('haccp/lots/:id/trace/export'),
    params: itemParams,
    response: fileAnswer('text/csv'),
    summary: "Traçabilité d'un lot, en CSV (rappel de produits)",
    tags,
  }),

  // ---------- the register ----------
  registerExport: endpoint({
    method: 'GET',
    path: restaurantPath('haccp/register/export'),
    params,
    query: registerExportQuerySchema,
    response: fileAnswer('application/pdf', 'application/zip'),
    summary: "Registre HACCP d'une période pour l'inspection (PDF, ou zip de CSV)",
    tags,
  }),
};
