import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { PNL_ATTACHMENT_MAX_MB, pnlEndpoints as pnl } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reportsDb, sayStaleness } from '../../db/standby';
import { route } from '../../lib/endpoints';
import { detectFileType } from '../../lib/file-type';
import { forbidden, HttpError, notFound } from '../../lib/http-errors';
import { restaurantScopeOf, scopeOf } from '../../lib/tenant-scope';
import { readUpload } from '../../lib/uploads/read-upload';
import { todayOf } from '../caisse';
import type { ApiModule, ModuleDeps } from '../types';
import { actorOf, PNL_ACCESS, PNL_NETWORK_ACCESS } from './common';
import * as config from './config';
import { statementPdf, statementXlsx } from './export';
import { monthForecast } from './forecast';
import { indicators, pnlDashboard } from './indicators';
import { assertMonthClosable, monthClosable } from './month-closable';
import { networkPnl } from './network';
import { lineSources } from './sources';
import { statement } from './statement';

/** The receipts a PNL entry takes, by their real type (from their bytes): PDF, JPEG or PNG. */
const attachmentTypes = {
  pdf: { ext: 'pdf', type: 'application/pdf' },
  ai: { ext: 'pdf', type: 'application/pdf' }, // a PDF saved by Illustrator: file-type names it apart
  jpg: { ext: 'jpg', type: 'image/jpeg' },
  png: { ext: 'png', type: 'image/png' },
  apng: { ext: 'png', type: 'image/png' },
};

/** Every route of the module is registered from its descriptor in `pnlEndpoints` (packages/contracts/src/endpoints/pnl.ts). */
const routes = async (app: FastifyInstance, { db, storage }: ModuleDeps) => {
  await app.register(multipart, { limits: { fileSize: PNL_ATTACHMENT_MAX_MB * 1_000_000, files: 1, fields: 5 } });
  const access = PNL_ACCESS;
  // the statements, indicators and files read on the reports' standby when there is one (db/standby.ts); the
  // settings, entries, a month being closed and the statement answered after a close read the primary
  const reports = reportsDb(db);

  // ---------- configuration ----------
  route(app, pnl.settings, { access, handler: (req) => config.getSettings(db, restaurantScopeOf(req)) });
  route(app, pnl.saveSettings, { access, handler: (req) => config.putSettings(db, restaurantScopeOf(req), req.body) });
  route(app, pnl.createCategory, { access, handler: (req) => config.createCategory(db, restaurantScopeOf(req), req.body) });
  route(app, pnl.updateCategory, {
    access,
    handler: (req) => config.updateCategory(db, restaurantScopeOf(req), req.params.id, req.body),
  });
  route(app, pnl.deleteCategory, { access, handler: (req) => config.deleteCategory(db, restaurantScopeOf(req), req.params.id) });

  // ---------- entries ----------
  route(app, pnl.entries, { access, handler: (req) => config.listEntries(db, restaurantScopeOf(req), req.query.month) });
  route(app, pnl.createEntry, { access, handler: (req) => config.createEntry(db, restaurantScopeOf(req), actorOf(req), req.body) });
  route(app, pnl.updateEntry, { access, handler: (req) => config.updateEntry(db, restaurantScopeOf(req), req.params.id, req.body) });
  route(app, pnl.deleteEntry, {
    access,
    handler: async (req) => {
      const key = await config.deleteEntry(db, restaurantScopeOf(req), req.params.id);
      if (key) await storage.remove(key);
    },
  });
  route(app, pnl.attach, {
    access,
    handler: async (req) => {
      const scope = restaurantScopeOf(req);
      const entry = await config.getEntry(db, scope, req.params.id);
      const { assertOpen } = await import('./common');
      await assertOpen(db, scope, entry.month);
      const { buffer, filename } = await readUpload(req, PNL_ATTACHMENT_MAX_MB);
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
  route(app, pnl.attachment, {
    access,
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
  route(app, pnl.setBudget, { access, handler: (req) => config.setBudget(db, restaurantScopeOf(req), req.body) });
  route(app, pnl.forecast, {
    access,
    handler: async (req, reply) => {
      const scope = restaurantScopeOf(req);
      await sayStaleness(reply, db);
      return monthForecast(reports, scope, req.params.month, await todayOf(reports, scope));
    },
  });

  // ---------- the statement ----------
  route(app, pnl.statement, {
    access,
    handler: async (req, reply) => {
      await sayStaleness(reply, db);
      return statement(reports, restaurantScopeOf(req), req.params.month);
    },
  });
  route(app, pnl.sources, {
    access,
    handler: async (req, reply) => {
      await sayStaleness(reply, db);
      return lineSources(reports, restaurantScopeOf(req), req.params.month, req.params.line);
    },
  });
  route(app, pnl.export, {
    access,
    handler: async (req, reply) => {
      const scope = restaurantScopeOf(req);
      await sayStaleness(reply, db);
      const [s, settings] = await Promise.all([statement(reports, scope, req.params.month), config.getSettings(reports, scope)]);
      const pdf = req.query.format === 'pdf';
      return reply
        .header('content-type', pdf ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="pnl-${req.params.month}.${req.query.format}"`)
        .send(pdf ? await statementPdf(s, settings.vat_regime) : await statementXlsx(s, settings.vat_regime));
    },
  });
  route(app, pnl.closable, { access, handler: (req) => monthClosable(db, restaurantScopeOf(req), req.params.month) });
  route(app, pnl.close, {
    access,
    handler: async (req) => {
      const scope = restaurantScopeOf(req);
      await assertMonthClosable(db, scope, req.params.month);
      await config.closeMonth(db, scope, actorOf(req), req.params.month);
      return statement(db, scope, req.params.month);
    },
  });
  route(app, pnl.reopen, {
    access,
    handler: async (req) => {
      if (req.auth?.user.role !== 'admin') throw forbidden('Seul un administrateur peut rouvrir un mois clôturé');
      const scope = restaurantScopeOf(req);
      await config.reopenMonth(db, scope, req.params.month);
      return statement(db, scope, req.params.month);
    },
  });

  // ---------- indicators, dashboard ----------
  route(app, pnl.indicators, {
    access,
    handler: async (req, reply) => {
      await sayStaleness(reply, db);
      return indicators(reports, restaurantScopeOf(req), req.query);
    },
  });
  route(app, pnl.dashboard, {
    access,
    handler: async (req, reply) => {
      const scope = restaurantScopeOf(req);
      await sayStaleness(reply, db);
      const { rows } =
        await reports.execute(sql`select 1 from fitfit_module_restaurants fmr join fitfit_modules m on m.id = fmr.fitfit_module_id
        where fmr.restaurant_id = ${scope.restaurantId} and m.code_name = 'fitfit_haccp' and fmr.starts_on <= current_date
          and (fmr.ends_on is null or fmr.ends_on >= current_date)`);
      return pnlDashboard(reports, scope, rows.length > 0);
    },
  });

  // ---------- network ----------
  route(app, pnl.network, {
    access: PNL_NETWORK_ACCESS,
    handler: async (req, reply) => {
      await sayStaleness(reply, db);
      return networkPnl(reports, scopeOf(req), req.query);
    },
  });
};

/** Profit and loss (issue 16, docs/pnl.md). */
export const pnlModule: ApiModule = { name: 'pnl', routes };
