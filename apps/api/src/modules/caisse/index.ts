/** What the cash register's module offers the others (the franchisor's network screens). */
export { type ClosingsSource, exportClosings } from './ledger/exports/service';
