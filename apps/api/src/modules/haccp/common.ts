import type { FastifyRequest } from 'fastify';
import { RESTAURANT_ROLES } from '../../lib/access';

/** Shared bits of the HACCP routes (docs/haccp.md). */
export const HACCP_ACCESS = { roles: RESTAURANT_ROLES, restaurant: true, module: 'fitfit_haccp' } as const;
export const haccpTags = ['haccp'];

/** Who signs a record or a workflow step: the signed-in user, by id and by name (the name is what the register shows). */
export interface Actor {
  id: string;
  name: string;
}
export const actorOf = (request: FastifyRequest): Actor => {
  const user = request.auth?.user;
  if (!user) throw new Error('HACCP routes are for signed-in users');
  return { id: user.id, name: `${user.first_name} ${user.last_name}`.trim() };
};

export type { Queryable } from '../../db/database';
