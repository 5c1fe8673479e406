import { type SQL, sql } from 'drizzle-orm';

/** What a ticket shows of a customer erased since (RGPD): the same words as the anonymised customer file. */
export const ANONYMISED_NAME = 'Client anonymisé';

/** Whether the ticket `t` names a customer anonymised since (same restaurant, same id). */
const erased = (t: SQL) => sql`exists (select 1 from caisse_customers ac
  where ac.restaurant_id = ${t}.restaurant_id and ac.id = ${t}.customer_id and ac.anonymised_at is not null)`;

/**
 * The customer's name and e-mail as the screens, documents and exports of a ticket `t` show them: the copy
 * sealed on the ticket, or « Client anonymisé » and no e-mail once the customer was erased. The sealed
 * columns themselves never change (fiscal chain); only what is read from them does.
 */
export const shownCustomerName = (t: SQL = sql`t`) =>
  sql`case when ${t}.customer_id is not null and ${erased(t)} then ${ANONYMISED_NAME} else ${t}.customer_name end`;
export const shownCustomerEmail = (t: SQL = sql`t`) =>
  sql`case when ${t}.customer_id is not null and ${erased(t)} then null else ${t}.customer_email end`;
/** Tickets a search by name may find: not those of an erased customer (their copy is no longer shown). */
export const notErased = (t: SQL = sql`t`) => sql`(${t}.customer_id is null or not ${erased(t)})`;
