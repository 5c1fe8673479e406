import { type ModuleCode, type SearchHit, type SearchKind, type SearchResult, searchKindLabels, searchKinds } from '@fitfit/contracts';
import type { Db } from '../../db/database';
import type { RestaurantScope, TenantScope } from '../../lib/tenant-scope';
import { networkOf } from '../franchisor';
import { searchClosings } from './hits/closings';
import { searchCustomers } from './hits/customers';
import { searchLots } from './hits/lots';
import { searchProducts } from './hits/products';
import { searchSupplierOrders } from './hits/supplier-orders';
import { searchTickets } from './hits/tickets';
import { type SearchTerms, searchTerms } from './query';

type Search = (db: Db, scope: RestaurantScope, terms: SearchTerms) => Promise<SearchHit[]>;

/**
 * Each kind with the module whose pages open its hits (SPEC §5: the same rule as the pages, `requiredModule` of the
 * page catalogue): a restaurant that does not hold the module gets no hit of that kind.
 */
const restaurantKinds: Record<SearchKind, { module: ModuleCode; search: Search }> = {
  ticket: { module: 'fitfit_caisse', search: (db, scope, terms) => searchTickets(db, scope, terms, false) },
  customer: { module: 'fitfit_caisse', search: searchCustomers },
  product: { module: 'fitfit_caisse', search: searchProducts },
  supplier_order: { module: 'fitfit_stocks', search: searchSupplierOrders },
  closing: { module: 'fitfit_caisse', search: (db, scope, terms) => searchClosings(db, scope, terms, false) },
  lot: { module: 'fitfit_haccp', search: searchLots },
};

const grouped = (q: string, hits: SearchHit[][]): SearchResult => ({
  q,
  groups: searchKinds.map((kind, i) => ({ kind, label: searchKindLabels[kind], hits: hits[i] ?? [] })).filter((g) => g.hits.length > 0),
});

/** One restaurant's search: every kind its modules allow, at once (each a small indexed read). */
export const searchRestaurant = async (db: Db, scope: RestaurantScope, heldModules: readonly string[], q: string) => {
  const terms = searchTerms(q);
  const hits = await Promise.all(
    searchKinds.map((kind) => {
      const { module, search } = restaurantKinds[kind];
      return heldModules.includes(module) ? search(db, scope, terms) : Promise.resolve([]);
    }),
  );
  return grouped(terms.text, hits);
};

/**
 * The franchisor's network search: tickets and Z of the restaurants of its marks holding the cash register (the
 * access hook's scope), each hit naming its restaurant and opening the network's own pages.
 */
export const searchNetwork = async (db: Db, scope: TenantScope, q: string) => {
  const terms = searchTerms(q);
  // the network screens' own narrowing: live restaurants holding fitfit_caisse today
  const network = await networkOf(db, scope);
  const [tickets, closings] = await Promise.all([
    searchTickets(db, network.scope, terms, true),
    searchClosings(db, network.scope, terms, true),
  ]);
  return grouped(
    terms.text,
    searchKinds.map((kind) => (kind === 'ticket' ? tickets : kind === 'closing' ? closings : [])),
  );
};
