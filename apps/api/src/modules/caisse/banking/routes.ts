import { caisseBankingEndpoints as banking } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { route } from '../../../lib/endpoints';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import type { ApiModule } from '../../types';
import { CARD_ACCESS } from '../common';
import { sellerMentions } from '../ledger/documents/service';
import { recordEvent } from '../ledger/journal/service';
import { countingDays, createCounting, expectedCash, listCountings } from './countings';
import { cancelDeposit, createDeposit, depositsBetween, findDeposit, listDeposits, pendingCheques } from './deposits';
import { depositSlipPdf, depositsCsv, depositsPdf, depositsXlsx } from './documents';
import { availableFunds, listFundMovements } from './funds';
import { payoutRoutes } from './payouts/routes';
import { createTransfer, listTransfers } from './transfers';

const access = CARD_ACCESS;
/**
 * Moving cash between a register and the safe is done by the restaurant's own people: the franchisor, who sees
 * the network's caisse screens, does not move a restaurant's cash (docs/caisse-banking.md "Transfers").
 */
const TRANSFER_ACCESS = { ...CARD_ACCESS, roles: ['admin', 'restorer'] as const };

const bankingRoutes = (app: FastifyInstance, db: Db) => {
  route(app, banking.funds, { access, handler: (req) => availableFunds(db, restaurantScopeOf(req)) });
  route(app, banking.fundMovements, { access, handler: (req) => listFundMovements(db, restaurantScopeOf(req), req.query) });

  route(app, banking.cheques, { access, handler: (req) => pendingCheques(db, restaurantScopeOf(req)) });

  route(app, banking.transfers, { access, handler: (req) => listTransfers(db, restaurantScopeOf(req), req.query) });
  route(app, banking.transfer, {
    access: TRANSFER_ACCESS,
    handler: (req) => createTransfer(db, restaurantScopeOf(req), req.body, req.auth!.user),
  });

  route(app, banking.countings, { access, handler: (req) => listCountings(db, restaurantScopeOf(req), req.query) });
  route(app, banking.expected, {
    access,
    handler: async (req) => ({ expected_cents: await expectedCash(db, restaurantScopeOf(req), req.query.place, req.query.register_id) }),
  });
  route(app, banking.countingDays, { access, handler: (req) => countingDays(db, restaurantScopeOf(req)) });
  route(app, banking.count, { access, handler: (req) => createCounting(db, restaurantScopeOf(req), req.body, req.auth!.user) });

  route(app, banking.deposits, { access, handler: (req) => listDeposits(db, restaurantScopeOf(req), req.query) });
  route(app, banking.exportDeposits, {
    access,
    handler: async (req, reply) => {
      const { from, to, format } = req.query;
      const scope = restaurantScopeOf(req);
      const deposits = await depositsBetween(db, scope, from, to);
      const title = `Remises en banque du ${from.split('-').reverse().join('/')} au ${to.split('-').reverse().join('/')}`;
      const body =
        format === 'csv' ? depositsCsv(deposits) : format === 'xlsx' ? await depositsXlsx(deposits) : await depositsPdf(deposits, title);
      await recordEvent(db, scope.restaurantId, {
        kind: 'export',
        user: req.auth!.user,
        details: { what: 'deposits', format, from, to, deposits_count: deposits.length, size: body.length },
      });
      const type = {
        csv: 'text/csv; charset=utf-8',
        xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        pdf: 'application/pdf',
      }[format];
      return reply
        .header('content-type', type)
        .header('content-disposition', `attachment; filename="remises-${from}-${to}.${format}"`)
        .send(body);
    },
  });
  route(app, banking.deposit, { access, handler: (req) => findDeposit(db, restaurantScopeOf(req), req.params.id) });
  route(app, banking.createDeposit, { access, handler: (req) => createDeposit(db, restaurantScopeOf(req), req.body, req.auth!.user) });
  route(app, banking.cancelDeposit, {
    access,
    handler: (req) => cancelDeposit(db, restaurantScopeOf(req), req.params.id, req.body.reason, req.auth!.user),
  });
  route(app, banking.depositSlip, {
    access,
    handler: async (req, reply) => {
      const scope = restaurantScopeOf(req);
      const [deposit, seller] = await Promise.all([findDeposit(db, scope, req.params.id), sellerMentions(db, scope)]);
      const pdf = await depositSlipPdf(deposit, seller);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="bordereau-remise-${deposit.number}.pdf"`)
        .send(pdf);
    },
  });
  payoutRoutes(app, db);
};

/** Banking of the cash register (issue 12, docs/caisse-banking.md): countings, available funds, deposits. */
export const caisseBankingModule: ApiModule = {
  name: 'caisse-banking',
  routes: (app, { db }) => bankingRoutes(app, db),
};
