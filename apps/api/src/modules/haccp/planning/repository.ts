import type { Occurrence, Task } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import { timezoneNowSql } from '../../../lib/business-day';
import { iso } from '../../../lib/iso';
import { inScope, type RestaurantScope, tenantColumn } from '../../../lib/tenant-scope';
import type { Queryable } from '../common';

/**
 * The occurrences of the restaurant's tasks between two calendar days of its timezone. A repeating task's
 * n-th occurrence is its first due time + n steps in local time (so 08:00 stays 08:00 across a clock change,
 * and the 31st of a month falls on the last day of shorter months, as PostgreSQL adds months); only the
 * steps that can fall in the range are generated. The timezone is the one in force today (a new one from the next
 * business day, docs/accounts.md), as « today » is.
 */
export const occurrencesBetween = async (
  db: Queryable,
  scope: RestaurantScope,
  range: { from: string; to: string; taskId?: string; dueAt?: string },
) => {
  const rows = await db.execute<Record<string, unknown>>(sql`
    with t as (
      select t.*, ${timezoneNowSql(sql`r`)} as tz, (t.due_at at time zone ${timezoneNowSql(sql`r`)}) as local_due,
        case t.recurrence when 'daily' then interval '1 day' when 'weekly' then interval '7 days'
          when 'monthly' then interval '1 month' else interval '0' end as step,
        case t.recurrence when 'daily' then 1 when 'weekly' then 7 when 'monthly' then 28 else 1 end as min_days,
        case t.recurrence when 'daily' then 1 when 'weekly' then 7 when 'monthly' then 31 else 1 end as max_days,
        -- the equipment the task is read on: its own, else that of the last record that did it
        coalesce(t.equipment_id, (select r2.equipment_id from haccp_task_states ps
          join haccp_records r2 on r2.restaurant_id = ps.restaurant_id and r2.id = ps.record_id
          where ps.restaurant_id = t.restaurant_id and ps.task_id = t.id and ps.status = 'done' and r2.equipment_id is not null
          order by ps.due_at desc limit 1)) as read_equipment_id
      from haccp_tasks t join restaurants r on r.id = t.restaurant_id
      where ${inScope(scope, tenantColumn('t'))} ${range.taskId ? sql`and t.id = ${range.taskId}` : sql``}
    ), o as (
      select t.*, ((t.local_due + n * t.step) at time zone t.tz) as occ_due
      from t cross join lateral generate_series(
        case when t.recurrence = 'none' then 0
          else greatest(0, floor((${range.from}::date - t.local_due::date)::numeric / t.max_days)::int - 1) end,
        case when t.recurrence = 'none' then 0
          else ceil((${range.to}::date - t.local_due::date)::numeric / t.min_days)::int + 1 end
      ) n
    )
    select o.id as task_id, o.title, o.kind, o.recurrence, o.assignee_pos_user_id, o.read_equipment_id as equipment_id,
      e.name as equipment_name,
      nullif(trim(coalesce(pu.first_name, '') || ' ' || coalesce(pu.last_name, '')), '') as assignee_name,
      ${iso(sql`o.occ_due`)} as due_at, to_char((o.occ_due at time zone o.tz)::date, 'YYYY-MM-DD') as day,
      coalesce(s.status, 'todo') as stored_status, s.record_id,
      ${iso(sql`s.started_at`)} as started_at, s.started_by_name, ${iso(sql`s.done_at`)} as done_at, s.done_by_name,
      (coalesce(s.status, 'todo') <> 'done' and o.occ_due < now()) as late
    from o
    left join haccp_task_states s on s.restaurant_id = o.restaurant_id and s.task_id = o.id and s.due_at = o.occ_due
    left join caisse_pos_users pu on pu.id = o.assignee_pos_user_id and pu.restaurant_id = o.restaurant_id
    left join haccp_equipment e on e.restaurant_id = o.restaurant_id and e.id = o.read_equipment_id
    where (o.occ_due at time zone o.tz)::date between ${range.from}::date and ${range.to}::date
      and (o.until is null or (o.occ_due at time zone o.tz)::date <= o.until)
      ${range.dueAt ? sql`and o.occ_due = ${range.dueAt}::timestamptz` : sql``}
    order by o.occ_due, o.title, o.id`);
  return rows.rows.map(
    (r): Occurrence => ({
      task_id: r.task_id as string,
      due_at: r.due_at as string,
      day: r.day as string,
      title: r.title as string,
      kind: r.kind as Occurrence['kind'],
      recurrence: r.recurrence as Occurrence['recurrence'],
      assignee_pos_user_id: (r.assignee_pos_user_id as string | null) ?? null,
      assignee_name: (r.assignee_name as string | null) ?? null,
      equipment_id: (r.equipment_id as string | null) ?? null,
      equipment_name: (r.equipment_name as string | null) ?? null,
      status: r.stored_status === 'done' ? 'done' : r.late ? 'late' : (r.stored_status as Occurrence['status']),
      stored_status: r.stored_status as Occurrence['stored_status'],
      record_id: (r.record_id as string | null) ?? null,
      started_at: (r.started_at as string | null) ?? null,
      started_by_name: (r.started_by_name as string | null) ?? null,
      done_at: (r.done_at as string | null) ?? null,
      done_by_name: (r.done_by_name as string | null) ?? null,
    }),
  );
};

/** The restaurant's calendar day (its timezone in force), shifted by `offset` days. */
export const localDay = async (db: Queryable, scope: RestaurantScope, offset = 0) =>
  (
    await db.execute<{ day: string }>(
      sql`select to_char((now() at time zone ${timezoneNowSql(sql`r`)})::date + ${offset}::int, 'YYYY-MM-DD') as day from restaurants r where r.id = ${scope.restaurantId}`,
    )
  ).rows[0].day;

/** The day of an instant in the restaurant's timezone in force today (the planning's, above). */
export const dayOf = async (db: Queryable, scope: RestaurantScope, instant: string) =>
  (
    await db.execute<{ day: string }>(
      sql`select to_char((${instant}::timestamptz at time zone ${timezoneNowSql(sql`r`)})::date, 'YYYY-MM-DD') as day from restaurants r where r.id = ${scope.restaurantId}`,
    )
  ).rows[0].day;

/** One occurrence of a task, if `dueAt` is one of its due times. */
export const findOccurrence = async (db: Queryable, scope: RestaurantScope, taskId: string, dueAt: string) => {
  const day = await dayOf(db, scope, dueAt);
  return (await occurrencesBetween(db, scope, { from: day, to: day, taskId, dueAt }))[0];
};

export type TaskRow = Omit<Task, 'created_at' | 'updated_at' | 'due_at'> & { due_at: string; created_at: string; updated_at: string };
