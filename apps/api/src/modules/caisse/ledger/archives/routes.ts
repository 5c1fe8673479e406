import { archiveCreateInputSchema, compliancePublicKeySchema, fiscalArchiveSchema, pageEnvelope, pageQuerySchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../../db/database';
import { restaurantScopeOf } from '../../../../lib/tenant-scope';
import { complianceTags, idParams, LEDGER_ACCESS, ledgerUrl, restaurantParams } from '../common';
import { publicKeyOf } from './keys';
import { archiveFile, createArchive, getArchive, listArchives } from './service';

/** Fiscal archives ("Archives fiscales" of the conformité 2021 group) and the key that checks them. */
export const archiveRoutes = (app: FastifyInstance, db: Db) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: LEDGER_ACCESS };
  const tags = complianceTags;
  r.post(ledgerUrl('compliance/archives'), {
    config,
    schema: {
      tags,
      summary: "Créer l'archive fiscale signée d'un mois ou d'une année",
      params: restaurantParams,
      body: archiveCreateInputSchema,
      response: { 201: fiscalArchiveSchema },
    },
    handler: async (req, reply) => reply.code(201).send(await createArchive(db, restaurantScopeOf(req), req.body, req.auth!.user)),
  });
  r.get(ledgerUrl('compliance/archives'), {
    config,
    schema: {
      tags,
      summary: 'Archives fiscales du restaurant',
      params: restaurantParams,
      querystring: pageQuerySchema,
      response: { 200: pageEnvelope(fiscalArchiveSchema) },
    },
    handler: (req) => listArchives(db, restaurantScopeOf(req), req.query),
  });
  r.get(ledgerUrl('compliance/archives/:id'), {
    config,
    schema: { tags, summary: 'Une archive fiscale', params: idParams, response: { 200: fiscalArchiveSchema } },
    handler: (req) => getArchive(db, restaurantScopeOf(req), req.params.id),
  });
  r.get(ledgerUrl('compliance/archives/:id/download'), {
    config,
    schema: { tags, summary: "Télécharger l'archive (zip signé)", params: idParams },
    handler: async (req, reply) => {
      const file = await archiveFile(db, restaurantScopeOf(req), req.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  });
  r.get(ledgerUrl('compliance/public-key'), {
    config,
    schema: {
      tags,
      summary: 'Clé publique Ed25519 qui vérifie les archives',
      params: restaurantParams,
      response: { 200: compliancePublicKeySchema },
    },
    handler: () => publicKeyOf(db),
  });
};
