import type { FastifyReply, FastifyRequest } from 'fastify';
import { scopeOf } from '../../lib/tenant-scope';

/** The signed-in person of a route whose access rule admits no anonymous caller. */
export const userOf = (request: FastifyRequest) => {
  if (!request.auth) throw new Error('access rule let an anonymous request through');
  return request.auth.user;
};

/** The network scope of an admin's or franchisor's route (never a restaurant's). */
export const networkOf = (request: FastifyRequest) => {
  const scope = scopeOf(request);
  if (scope.kind === 'restaurant') throw new Error(`Route ${request.routeOptions.url} is not a network route`);
  return scope;
};

/** A follow-up's CSV or XLSX file as a download. */
export const sendTable = (reply: FastifyReply, file: { body: Buffer; filename: string }, format: 'csv' | 'xlsx') =>
  reply
    .header(
      'content-type',
      format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.body);
