import { payoutEndpoints as payouts } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../../db/database';
import { route } from '../../../../lib/endpoints';
import { restaurantScopeOf } from '../../../../lib/tenant-scope';
import { CARD_ACCESS } from '../../common';
import { importStatement, previewStatement } from './import';
import { matchPayout, proposeDays, unmatchPayout } from './matching';
import { createPayout, findPayout, listPayouts, payoutSettings, removePayout, updatePayoutSettings } from './service';
import { proposeSlips, settlePayout } from './slips';
import { payoutSummary } from './summary';

const access = CARD_ACCESS;

/** « Remises et versements » (issue 28, docs/caisse-banking.md): registered with the banking routes. */
export const payoutRoutes = (app: FastifyInstance, db: Db) => {
  route(app, payouts.list, { access, handler: (req) => listPayouts(db, restaurantScopeOf(req), req.query) });
  route(app, payouts.summary, { access, handler: (req) => payoutSummary(db, restaurantScopeOf(req)) });
  route(app, payouts.settings, { access, handler: (req) => payoutSettings(db, restaurantScopeOf(req)) });
  route(app, payouts.updateSettings, { access, handler: (req) => updatePayoutSettings(db, restaurantScopeOf(req), req.body) });
  route(app, payouts.create, { access, handler: (req) => createPayout(db, restaurantScopeOf(req), req.body, req.auth!.user) });
  route(app, payouts.importPreview, { access, handler: (req) => previewStatement(db, restaurantScopeOf(req), req.body) });
  route(app, payouts.import, {
    access,
    handler: (req) => importStatement(db, restaurantScopeOf(req), req.body, req.auth!.user),
  });
  route(app, payouts.get, { access, handler: (req) => findPayout(db, restaurantScopeOf(req), req.params.id) });
  route(app, payouts.proposal, { access, handler: (req) => proposeDays(db, restaurantScopeOf(req), req.params.id) });
  route(app, payouts.match, {
    access,
    handler: (req) => matchPayout(db, restaurantScopeOf(req), req.params.id, req.body.days, req.auth!.user),
  });
  route(app, payouts.slips, { access, handler: (req) => proposeSlips(db, restaurantScopeOf(req), req.params.id) });
  route(app, payouts.settle, {
    access,
    handler: (req) => settlePayout(db, restaurantScopeOf(req), req.params.id, req.body.deposit_ids, req.auth!.user),
  });
  route(app, payouts.unmatch, { access, handler: (req) => unmatchPayout(db, restaurantScopeOf(req), req.params.id) });
  route(app, payouts.remove, { access, handler: (req) => removePayout(db, restaurantScopeOf(req), req.params.id) });
};
