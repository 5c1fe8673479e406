import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  pnlBudgetInputSchema,
  pnlCategoryInputSchema,
  pnlCategorySchema,
  pnlDashboardSchema,
  pnlEntryInputSchema,
  pnlEntrySchema,
  pnlForecastSchema,
  pnlIndicatorsQuerySchema,
  pnlIndicatorsSchema,
  pnlMonthClosableSchema,
  pnlMonthQuerySchema,
  pnlNetworkQuerySchema,
  pnlNetworkSchema,
  pnlSettingsInputSchema,
  pnlSettingsSchema,
  pnlSourcesSchema,
  pnlStatementSchema,
} from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detectFileType } from '../../lib/file-type';
import { forbidden, HttpError, notFound } from '../../lib/http-errors';
import { idParams, restaurantParams, restaurantUrl } from '../../lib/resource-routes';
import { restaurantScopeOf, scopeOf } from '../../lib/tenant-scope';
import { readUpload } from '../../lib/uploads/read-upload';
import { todayOf } from '../caisse';
import type { ApiModule, ModuleDeps } from '../types';
import { actorOf, PNL_ACCESS, PNL_NETWORK_ACCESS, pnlTags as tags } from './common';
import * as config from './config';
import { statementPdf, statementXlsx } from './export';
import { monthForecast } from './forecast';
import { indicators, pnlDashboard } from './indicators';
import { assertMonthClosable, monthClosable } from './month-closable';
import { networkPnl } from './network';
import { lineSources } from './sources';
import { statement } from './statement';

const monthParams = restaurantParams.extend({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'La période doit être de la forme AAAA-MM'),
});
const MAX_ATTACHMENT_MB = 10;
/** The receipts a PNL entry takes, by their real type (from their bytes): PDF, JPEG or PNG. */
const attachmentTypes = {
  pdf: { ext: 'pdf', type: 'application/pdf' },
  ai: { ext: 'pdf', type: 'application/pdf' }, // a PDF saved by Illustrator: file-type names it apart
  jpg: { ext: 'jpg', type: 'image/jpeg' },
  png: { ext: 'png', type: 'image/png' },
  apng: { ext: 'png', type: 'image/png' },
};

const routes = async (root: FastifyInstance, { db, storage }: ModuleDeps) => {
  await root.register(multipart, { limits: { fileSize: MAX_ATTACHMENT_MB * 1_000_000, files: 1, fields: 5 } });
  const app = root.withTypeProvider<ZodTypeProvider>();
  const c = { access: PNL_ACCESS };

  // ---------- configuration ----------
  app.get(restaurantUrl('pnl/settings'), {
    config: c,
    schema: {
      tags,
      summary: 'Configuration du PNL : solde d’ouverture, régime de TVA, catégories de charges',
      params: restaurantParams,
      response: { 200: pnlSettingsSchema },
    },
    handler: (req) => config.getSettings(db, restaurantScopeOf(req)),
  });
  app.put(restaurantUrl('pnl/settings'), {
    config: c,
    schema: {
      tags,
      summary: 'Modifier le solde d’ouverture et le régime de TVA',
      params: restaurantParams,
      body: pnlSettingsInputSchema,
      response: { 200: pnlSettingsSchema },
    },
    handler: (req) => config.putSettings(db, restaurantScopeOf(req), req.body),
  });
  app.post(restaurantUrl('pnl/categories'), {
    config: c,
    schema: {
      tags,
      summary: 'Ajouter une catégorie de charges',
      params: restaurantParams,
      body: pnlCategoryInputSchema,
      response: { 201: pnlCategorySchema },
    },
    handler: async (req, reply) => reply.code(201).send(await config.createCategory(db, restaurantScopeOf(req), req.body)),
  });
  app.put(restaurantUrl('pnl/categories/:id'), {
    config: c,
    schema: {
      tags,
      summary: 'Modifier une catégorie de charges',
      params: idParams,
      body: pnlCategoryInputSchema,
      response: { 200: pnlCategorySchema },
    },
    handler: (req) => config.updateCategory(db, restaurantScopeOf(req), req.params.id, req.body),
  });
  app.delete(restaurantUrl('pnl/categories/:id'), {
    config: c,
    schema: { tags, summary: 'Supprimer une catégorie de charges (sans saisie)', params: idParams },
    handler: async (req, reply) => {
      await config.deleteCategory(db, restaurantScopeOf(req), req.params.id);
      return reply.code(204).send();
    },
  });

  // ---------- entries ----------
  app.get(restaurantUrl('pnl/entries'), {
    config: c,
    schema: {
      tags,
      summary: 'Les saisies d’un mois',
      params: restaurantParams,
      querystring: pnlMonthQuerySchema,
      response: { 200: z.array(pnlEntrySchema) },
    },
    handler: (req) => config.listEntries(db, restaurantScopeOf(req), req.query.month),
  });
  app.post(restaurantUrl('pnl/entries'), {
    config: c,
    schema: {
      tags,
      summary: 'Saisir une charge, des achats ou une variation de stock',
      params: restaurantParams,
      body: pnlEntryInputSchema,
      response: { 201: pnlEntrySchema },
    },
    handler: async (req, reply) => reply.code(201).send(await config.createEntry(db, restaurantScopeOf(req), actorOf(req), req.body)),
  });
  app.put(restaurantUrl('pnl/entries/:id'), {
    config: c,
    schema: { tags, summary: 'Modifier une saisie', params: idParams, body: pnlEntryInputSchema, response: { 200: pnlEntrySchema } },
    handler: (req) => config.updateEntry(db, restaurantScopeOf(req), req.params.id, req.body),
  });
  app.delete(restaurantUrl('pnl/entries/:id'), {
    config: c,
    schema: { tags, summary: 'Supprimer une saisie', params: idParams },
    handler: async (req, reply) => {
      const key = await config.deleteEntry(db, restaurantScopeOf(req), req.params.id);
      if (key) await storage.remove(key);
      return reply.code(204).send();
    },
  });
  app.put(restaurantUrl('pnl/entries/:id/attachment'), {
    config: c,
    schema: {
      tags,
      summary: `Joindre la pièce d’une saisie (multipart, champ file : PDF, JPEG ou PNG, ${MAX_ATTACHMENT_MB} Mo max)`,
      params: idParams,
      response: { 200: pnlEntrySchema },
    },
    handler: async (req) => {
      const scope = restaurantScopeOf(req);
      const entry = await config.getEntry(db, scope, req.params.id);
      const { assertOpen } = await import('./common');
      await assertOpen(db, scope, entry.month);
      const { buffer, filename } = await readUpload(req, MAX_ATTACHMENT_MB);
      const kind = await detectFileType(buffer, attachmentTypes);
      if (!kind) throw new HttpError(415, 'unsupported_media_type', 'Format non pris en charge : joignez un PDF, une image JPEG ou PNG');
      const previous = await config.attachmentOf(db, scope, req.params.id);
      const key = `${scope.restaurantId}/pnl-${randomBytes(16).toString('hex')}.${kind.ext}`;
      await storage.put(key, buffer, kind.type);
      const saved = await config.setAttachment(db, scope, req.params.id, { key, name: filename.slice(0, 200), type: kind.type });
      if (previous.key) await storage.remove(previous.key);
      return saved;
    },
  });
  app.get(restaurantUrl('pnl/entries/:id/attachment'), {
    config: c,
    schema: { tags, summary: 'Télécharger la pièce d’une saisie', params: idParams },
    handler: async (req, reply) => {
      const a = await config.attachmentOf(db, restaurantScopeOf(req), req.params.id);
      const found = a.key ? await storage.get(a.key) : undefined;
      if (!found || !a.type) throw notFound('Aucune pièce jointe pour cette saisie');
      return reply
        .header('content-type', a.type)
        .header('content-length', found.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(a.name ?? 'piece')}`)
        .send(found.body);
    },
  });

  // ---------- budgets, forecast ----------
  app.put(restaurantUrl('pnl/budgets'), {
    config: c,
    schema: {
      tags,
      summary: 'Fixer (ou retirer) le budget d’une ligne pour un mois ; la ligne revenue remplace la prévision de CA',
      params: restaurantParams,
      body: pnlBudgetInputSchema,
    },
    handler: async (req, reply) => {
      await config.setBudget(db, restaurantScopeOf(req), req.body);
      return reply.code(204).send();
    },
  });
  app.get(restaurantUrl('pnl/months/:month/forecast'), {
    config: c,
    schema: {
      tags,
      summary: 'Prévision de CA du mois depuis l’historique (mêmes jours l’an dernier × tendance récente)',
      params: monthParams,
      response: { 200: pnlForecastSchema },
    },
    handler: async (req) => {
      const scope = restaurantScopeOf(req);
      return monthForecast(db, scope, req.params.month, await todayOf(db, scope));
    },
  });

  // ---------- the statement ----------
  app.get(restaurantUrl('pnl/months/:month'), {
    config: c,
    schema: {
      tags,
      summary: 'Le compte de résultat du mois : mois et cumul annuel, réel, prévision, N-1',
      params: monthParams,
      response: { 200: pnlStatementSchema },
    },
    handler: (req) => statement(db, restaurantScopeOf(req), req.params.month),
  });
  app.get(restaurantUrl('pnl/months/:month/lines/:line'), {
    config: c,
    schema: {
      tags,
      summary: 'Les sources d’une ligne du mois',
      params: monthParams.extend({ line: z.string().max(60) }),
      response: { 200: pnlSourcesSchema },
    },
    handler: (req) => lineSources(db, restaurantScopeOf(req), req.params.month, req.params.line),
  });
  app.get(restaurantUrl('pnl/months/:month/export'), {
    config: c,
    schema: {
      tags,
      summary: 'Exporter le compte de résultat du mois (PDF ou XLSX)',
      params: monthParams,
      querystring: z.strictObject({ format: z.enum(['pdf', 'xlsx']) }),
    },
    handler: async (req, reply) => {
      const scope = restaurantScopeOf(req);
      const [s, settings] = await Promise.all([statement(db, scope, req.params.month), config.getSettings(db, scope)]);
      const pdf = req.query.format === 'pdf';
      return reply
        .header('content-type', pdf ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="pnl-${req.params.month}.${req.query.format}"`)
        .send(pdf ? await statementPdf(s, settings.vat_regime) : await statementXlsx(s, settings.vat_regime));
    },
  });
  app.get(restaurantUrl('pnl/months/:month/closable'), {
    config: c,
    schema: {
      tags,
      summary: 'Le mois peut-il être clôturé ? (terminé, et chaque journée avec des ventes a son Z)',
      params: monthParams,
      response: { 200: pnlMonthClosableSchema },
    },
    handler: (req) => monthClosable(db, restaurantScopeOf(req), req.params.month),
  });
  app.post(restaurantUrl('pnl/months/:month/close'), {
    config: c,
    schema: {
      tags,
      summary: 'Clôturer le mois : ses chiffres ne bougent plus (qui, quand)',
      params: monthParams,
      response: { 200: pnlStatementSchema },
    },
    handler: async (req) => {
      const scope = restaurantScopeOf(req);
      await assertMonthClosable(db, scope, req.params.month);
      await config.closeMonth(db, scope, actorOf(req), req.params.month);
      return statement(db, scope, req.params.month);
    },
  });
  app.delete(restaurantUrl('pnl/months/:month/close'), {
    config: c,
    schema: { tags, summary: 'Rouvrir un mois clôturé (administrateur)', params: monthParams, response: { 200: pnlStatementSchema } },
    handler: async (req) => {
      if (req.auth?.user.role !== 'admin') throw forbidden('Seul un administrateur peut rouvrir un mois clôturé');
      const scope = restaurantScopeOf(req);
      await config.reopenMonth(db, scope, req.params.month);
      return statement(db, scope, req.params.month);
    },
  });

  // ---------- indicators, dashboard ----------
  app.get(restaurantUrl('pnl/indicators'), {
    config: c,
    schema: {
      tags,
      summary: 'Indicateurs : mensuel, hebdomadaire, journalier, date à date, contre N-1 et la prévision',
      params: restaurantParams,
      querystring: pnlIndicatorsQuerySchema,
      response: { 200: pnlIndicatorsSchema },
    },
    handler: (req) => indicators(db, restaurantScopeOf(req), req.query),
  });
  app.get(restaurantUrl('pnl/dashboard'), {
    config: c,
    schema: {
      tags,
      summary: "Accueil : hier et le mois en un coup d'œil",
      params: restaurantParams,
      response: { 200: pnlDashboardSchema },
    },
    handler: async (req) => {
      const scope = restaurantScopeOf(req);
      const { rows } = await db.execute(sql`select 1 from fitfit_module_restaurants fmr join fitfit_modules m on m.id = fmr.fitfit_module_id
        where fmr.restaurant_id = ${scope.restaurantId} and m.code_name = 'fitfit_haccp' and fmr.starts_on <= current_date
          and (fmr.ends_on is null or fmr.ends_on >= current_date)`);
      return pnlDashboard(db, scope, rows.length > 0);
    },
  });

  // ---------- network ----------
  app.get('/api/v1/pnl/network', {
    config: { access: PNL_NETWORK_ACCESS },
    schema: {
      tags,
      summary: 'PNL de chaque restaurant côte à côte (administrateur : tous ; franchiseur : ceux de ses marques)',
      querystring: pnlNetworkQuerySchema,
      response: { 200: pnlNetworkSchema },
    },
    handler: (req) => networkPnl(db, scopeOf(req), req.query),
  });
};

/** Profit and loss (issue 16, docs/pnl.md). */
export const pnlModule: ApiModule = { name: 'pnl', routes };
