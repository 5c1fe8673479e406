import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caisseTaxes } from '../src/db/schema';
import { pgError } from '../src/lib/pg-errors';
import { sameTenant } from '../src/lib/tenant-scope';
import { createTestContext, type TestContext } from './context';
import { createWorld, type World } from './fixtures';

let ctx: TestContext;
let world: World;
let a: string;
let b: string;
beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx.database.db);
  a = world.restaurants.a1.id;
  b = world.restaurants.b.id;
});
afterAll(() => ctx.close());

/** Runs plain SQL (no repository, no service) and returns the first row. */
const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute<T>(query)).rows[0];
/** The PostgreSQL error of a statement that must fail. */
const refusal = async (query: ReturnType<typeof sql>) => {
  const error = await ctx.database.db.execute(query).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'PostgreSQL accepted the statement').toBeDefined();
  return pgError(error);
};

const tax = (restaurantId: string, name = 'Normal') =>
  one<{ id: string }>(sql`insert into caisse_taxes (restaurant_id, name, rate_on_spot_bp, rate_takeaway_bp, rate_delivery_bp)
    values (${restaurantId}, ${name}, 1000, 550, 1000) returning id`);
const category = (restaurantId: string, name = 'Plats') =>
  one<{ id: string }>(
    sql`insert into caisse_categories (restaurant_id, name, color) values (${restaurantId}, ${name}, '#123456') returning id`,
  );
const product = (restaurantId: string, taxId: string, categoryId: string | null = null) =>
  sql`insert into caisse_products (restaurant_id, tax_id, category_id, name, price_on_spot_cents, price_takeaway_cents, price_delivery_cents)
    values (${restaurantId}, ${taxId}, ${categoryId}::uuid, 'Burger', 1200, 1200, 1300) returning id`;

describe('composite tenant keys: PostgreSQL refuses a cross-restaurant reference by itself', () => {
  it('refuses a product of A1 that points at B’s tax or B’s category', async () => {
    const [taxA, taxB, catB] = await Promise.all([tax(a), tax(b), category(b)]);
    expect(await refusal(product(a, taxB.id))).toMatchObject({ code: '23503', constraint: 'caisse_products_tax_fk' });
    expect(await refusal(product(a, taxA.id, catB.id))).toMatchObject({ code: '23503', constraint: 'caisse_products_category_fk' });
    // the same statement with A1's own rows is accepted: the refusal is about the restaurant, nothing else
    const catA = await category(a);
    expect((await one<{ id: string }>(product(a, taxA.id, catA.id))).id).toBeTruthy();
  });

  it('refuses links, option values, menu steps and POS users that cross restaurants', async () => {
    const [taxA, taxB] = await Promise.all([tax(a, 'Réduit'), tax(b, 'Réduit')]);
    const productA = await one<{ id: string }>(product(a, taxA.id));
    const tagB = await one<{ id: string }>(
      sql`insert into caisse_tags (restaurant_id, name, color) values (${b}, 'Épicé', '#ff0000') returning id`,
    );
    const groupB = await one<{ id: string }>(
      sql`insert into caisse_option_groups (restaurant_id, name) values (${b}, 'Cuisson') returning id`,
    );
    const menuB = await one<{ id: string }>(sql`insert into caisse_menus (restaurant_id, tax_id, name, price_on_spot_cents,
      price_takeaway_cents, price_delivery_cents) values (${b}, ${taxB.id}, 'Formule', 1500, 1500, 1600) returning id`);
    const roleB = await one<{ id: string }>(sql`insert into caisse_roles (restaurant_id, name) values (${b}, 'Serveur') returning id`);
    const cases: [string, ReturnType<typeof sql>][] = [
      [
        'caisse_product_tags_tag_fk',
        sql`insert into caisse_product_tags (restaurant_id, product_id, tag_id) values (${a}, ${productA.id}, ${tagB.id})`,
      ],
      [
        'caisse_product_option_groups_group_fk',
        sql`insert into caisse_product_option_groups (restaurant_id, product_id, option_group_id) values (${a}, ${productA.id}, ${groupB.id})`,
      ],
      [
        'caisse_option_values_group_fk',
        sql`insert into caisse_option_values (restaurant_id, option_group_id, name) values (${a}, ${groupB.id}, 'Saignant')`,
      ],
      [
        'caisse_menus_tax_fk',
        sql`insert into caisse_menus (restaurant_id, tax_id, name, price_on_spot_cents, price_takeaway_cents,
        price_delivery_cents) values (${a}, ${taxB.id}, 'Formule', 1500, 1500, 1600)`,
      ],
      [
        'caisse_menu_steps_menu_fk',
        sql`insert into caisse_menu_steps (restaurant_id, menu_id, position, title, min_choices, max_choices) values (${a}, ${menuB.id}, 0, 'Plat', 1, 1)`,
      ],
      [
        'caisse_pos_users_role_fk',
        sql`insert into caisse_pos_users (restaurant_id, role_id, first_name, last_name, pin_hash) values (${a}, ${roleB.id}, 'Léa', 'Martin', 'x')`,
      ],
    ];
    for (const [constraint, statement] of cases) expect(await refusal(statement)).toMatchObject({ code: '23503', constraint });
    // a step product of B's menu cannot name A1's product either
    const stepB = await one<{ id: string }>(sql`insert into caisse_menu_steps (restaurant_id, menu_id, position, title, min_choices,
      max_choices) values (${b}, ${menuB.id}, 0, 'Plat', 1, 1) returning id`);
    expect(
      await refusal(
        sql`insert into caisse_menu_step_products (restaurant_id, step_id, product_id) values (${b}, ${stepB.id}, ${productA.id})`,
      ),
    ).toMatchObject({ code: '23503', constraint: 'caisse_menu_step_products_product_fk' });
  });

  it('refuses an invoice of A1 for B’s subscription', async () => {
    const subB = await one<{ id: string }>(
      sql`insert into restaurant_subscriptions (restaurant_id, recurring, status) values (${b}, 'monthly', 'active') returning id`,
    );
    expect(
      await refusal(sql`insert into subscription_invoices (restaurant_id, subscription_id, number, number_year, number_seq, period,
        recurring, status, total_ht_cents, total_tva_cents, total_ttc_cents)
        values (${a}, ${subB.id}, 'FA-2099-000001', 2099, 1, '2099-01', 'monthly', 'issued', 0, 0, 0)`),
    ).toMatchObject({ code: '23503', constraint: 'subscription_invoices_subscription_fk' });
  });

  it('refuses a counting, a transfer or a cash movement of A1 on B’s register (registers carry their restaurant)', async () => {
    const hardware = await one<{ id: string }>(
      sql`insert into hardwares (kind, brand, model) values ('pos_terminal', 'Sunmi', 'T2') returning id`,
    );
    const register = (restaurantId: string) =>
      one<{ id: string }>(
        sql`insert into restaurant_hardwares (restaurant_id, hardware_id, label) values (${restaurantId}, ${hardware.id}, 'Caisse 1') returning id`,
      );
    const [registerA, registerB] = await Promise.all([register(a), register(b)]);
    const counting = (registerId: string) =>
      sql`insert into caisse_bank_countings (id, restaurant_id, place, register_id, business_date, denominations, counted_cents, expected_cents, variance_cents)
        values (gen_random_uuid(), ${a}, 'register', ${registerId}, '2026-11-27', '{}'::jsonb, 0, 0, 0) returning id`;
    expect(await refusal(counting(registerB.id))).toMatchObject({ code: '23503', constraint: 'caisse_bank_countings_register_fk' });
    expect(
      await refusal(sql`insert into caisse_bank_transfers (id, restaurant_id, direction, register_id, amount_cents, reason, business_date)
        values (gen_random_uuid(), ${a}, 'to_safe', ${registerB.id}, 1000, 'Test', '2026-11-27')`),
    ).toMatchObject({ code: '23503', constraint: 'caisse_bank_transfers_register_fk' });
    expect(
      await refusal(sql`insert into caisse_cash_movements (id, restaurant_id, register_id, terminal_number, kind, amount_cents, business_date, occurred_at)
        values (gen_random_uuid(), ${a}, ${registerB.id}, 1, 'in', 500, '2026-11-27', now())`),
    ).toMatchObject({ code: '23503', constraint: 'caisse_cash_movements_register_fk' });
    // A1's own register is accepted: the refusal is about the restaurant
    expect((await one<{ id: string }>(counting(registerA.id))).id).toBeTruthy();
  });

  it('refuses a HACCP task of A1 assigned to B’s POS user, and a cheque remittance of A1 holding B’s payment', async () => {
    const roles = await Promise.all(
      [a, b].map((r) => one<{ id: string }>(sql`insert into caisse_roles (restaurant_id, name) values (${r}, 'Cuisinier') returning id`)),
    );
    const posUser = (restaurantId: string, roleId: string) =>
      one<{ id: string }>(sql`insert into caisse_pos_users (restaurant_id, role_id, first_name, last_name, pin_hash)
        values (${restaurantId}, ${roleId}, 'Paul', 'Durand', 'x') returning id`);
    const [userA, userB] = await Promise.all([posUser(a, roles[0].id), posUser(b, roles[1].id)]);
    const task = (assigneeId: string) =>
      sql`insert into haccp_tasks (restaurant_id, title, kind, assignee_pos_user_id, due_at, recurrence)
        values (${a}, 'Relevé chambre froide', 'temperature', ${assigneeId}, now(), 'daily') returning id`;
    expect(await refusal(task(userB.id))).toMatchObject({ code: '23503', constraint: 'haccp_tasks_assignee_fk' });
    const taskA = await one<{ id: string }>(task(userA.id));
    // deleting the POS user clears the assignee only: the task stays A1's (SET NULL on the one column)
    await ctx.database.db.execute(sql`delete from caisse_pos_users where id = ${userA.id}`);
    expect(await one(sql`select restaurant_id, assignee_pos_user_id from haccp_tasks where id = ${taskA.id}`)).toEqual({
      restaurant_id: a,
      assignee_pos_user_id: null,
    });

    // a cheque payment of B (the ledger's rows written directly: no route, no service)
    const ticketB = await one<{
      id: string;
    }>(sql`insert into caisse_tickets (id, restaurant_id, number, business_date, status, source, type,
      opened_at, closed_at, total_ht_cents, total_tva_cents, total_ttc_cents, previous_hash, hash)
      values (gen_random_uuid(), ${b}, 1, '2026-11-27', 'ended', 'pos', 'on_spot', now(), now(), 2000, 200, 2200, 'x', 'y') returning id`);
    const paymentB = await one<{
      id: string;
    }>(sql`insert into caisse_ticket_payments (id, restaurant_id, ticket_id, position, method, amount_cents)
      values (gen_random_uuid(), ${b}, ${ticketB.id}, 0, 'cheque', 2200) returning id`);
    const deposit = (restaurantId: string) =>
      one<{ id: string }>(sql`insert into caisse_bank_deposits (id, restaurant_id, number, kind, slip_number, deposited_on, amount_cents)
        values (gen_random_uuid(), ${restaurantId}, 1, 'cheque', 'R-1', '2026-11-27', 2200) returning id`);
    const [depositA, depositB] = await Promise.all([deposit(a), deposit(b)]);
    const cheque = (restaurantId: string, depositId: string) =>
      sql`insert into caisse_bank_deposit_cheques (restaurant_id, deposit_id, payment_id, amount_cents)
        values (${restaurantId}, ${depositId}, ${paymentB.id}, 2200) returning payment_id`;
    expect(await refusal(cheque(a, depositA.id))).toMatchObject({ code: '23503', constraint: 'caisse_bank_deposit_cheques_payment_fk' });
    // B's own deposit may hold it: the refusal is about the restaurant
    expect((await one<{ payment_id: string }>(cheque(b, depositB.id))).payment_id).toBe(paymentB.id);
  });

  it('deleting a category empties only the products’ category, never their restaurant', async () => {
    const [taxA, catA] = await Promise.all([tax(a, 'Super réduit'), category(a, 'Desserts')]);
    const p = await one<{ id: string }>(product(a, taxA.id, catA.id));
    await ctx.database.db.execute(sql`delete from caisse_categories where id = ${catA.id}`);
    expect(await one(sql`select restaurant_id, category_id from caisse_products where id = ${p.id}`)).toEqual({
      restaurant_id: a,
      category_id: null,
    });
  });
});

describe('sameTenant', () => {
  it('never pairs rows of two restaurants, where a join on the reference alone would', async () => {
    // Both restaurants have a tax named "Identique": joined on the name alone, A1's row meets B's.
    await Promise.all([tax(a, 'Identique'), tax(b, 'Identique')]);
    const other = alias(caisseTaxes, 'other');
    const pairs = (on: ReturnType<typeof sql>) =>
      ctx.database.db
        .select({ left: caisseTaxes.restaurant_id, right: other.restaurant_id })
        .from(caisseTaxes)
        .innerJoin(other, on)
        .where(eq(caisseTaxes.name, 'Identique'))
        .orderBy(asc(caisseTaxes.restaurant_id), asc(other.restaurant_id));
    const byNameOnly = await pairs(sql`${other.name} = ${caisseTaxes.name}`);
    expect(byNameOnly.some((p) => p.left !== p.right)).toBe(true);
    const scoped = await pairs(sameTenant([caisseTaxes.restaurant_id, caisseTaxes.name], [other.restaurant_id, other.name]));
    expect(scoped).toHaveLength(2);
    for (const p of scoped) expect(p.left).toBe(p.right);
  });
});
