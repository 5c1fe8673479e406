import type { AnnouncementAuthorKind } from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../lib/access';
import { inScope, type NetworkScope, type RestaurantScope } from '../../lib/tenant-scope';

/**
 * Who writes (docs/intranet.md): the platform (an admin, network scope: every restaurant), a franchisor (network
 * scope: its marks' restaurants) or a restaurant's owners (its own scope). The scope bounds the audience it may choose.
 */
export type Author =
  | { kind: 'admin'; user: SessionUser; scope: NetworkScope }
  | { kind: 'franchisor'; user: SessionUser; scope: NetworkScope }
  | { kind: 'restaurant'; user: SessionUser; scope: RestaurantScope };

/** The announcements an author manages (alias `a`): the platform's for every admin, a franchisor's own, its restaurant's. */
export const ownedBy = (author: Author): SQL => {
  switch (author.kind) {
    case 'admin':
      return sql`a.author_kind = 'admin'`;
    case 'franchisor':
      return sql`(a.author_kind = 'franchisor' and a.author_user_id = ${author.user.id})`;
    case 'restaurant':
      return sql`(a.author_kind = 'restaurant' and ${inScope(author.scope, sql`a.author_restaurant_id`)})`;
  }
};

export const authorKindOf = (author: Author): AnnouncementAuthorKind => author.kind;
