import Fastify from 'fastify';
import pg from 'pg';

/**
 * The bare twin of the product, in its own process like the product: Fastify without plugins, schemas or
 * logging, and pg with the product's pool size (connect() in apps/api/src/db/database.ts). Its products
 * route sends the very SQL text Drizzle generates for the caisse products list (listProducts + hydrate,
 * default sort, first page of 15), in the same two parallel rounds, and answers the same JSON shape.
 */
const POOL_SIZE = 10;
const PAGE_SIZE = 15;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE });

const p = (column: string) => `"caisse_products"."${column}"`;
const productColumns = [
  'id',
  'restaurant_id',
  'category_id',
  'tax_id',
  'name',
  'description',
  'price_on_spot_cents',
  'price_takeaway_cents',
  'price_delivery_cents',
  'allergens',
  'available',
  'position',
  'sku',
  'barcode',
  'photo_url',
  'created_at',
  'updated_at',
] as const;
const LIST = `select ${productColumns.map(p).join(', ')}, "caisse_categories"."name", "caisse_categories"."color", "caisse_categories"."position", "caisse_taxes"."name", "caisse_taxes"."rate_on_spot_bp", "caisse_taxes"."rate_takeaway_bp", "caisse_taxes"."rate_delivery_bp" from "caisse_products" inner join "caisse_taxes" on "caisse_taxes"."id" = "caisse_products"."tax_id" left join "caisse_categories" on "caisse_categories"."id" = "caisse_products"."category_id" where "caisse_products"."restaurant_id" = $1 order by "caisse_categories"."position" desc nulls last, "caisse_categories"."name" asc, "caisse_products"."position" desc, "caisse_products"."name" asc limit $2`;
const COUNT = `select count(*) from "caisse_products" where "caisse_products"."restaurant_id" = $1`;
const inList = (n: number) => Array.from({ length: n }, (_, i) => `$${i + 2}`).join(', ');
const TAGS = (n: number) =>
  `select "caisse_product_tags"."product_id", "caisse_tags"."id", "caisse_tags"."name", "caisse_tags"."color" from "caisse_product_tags" inner join "caisse_tags" on "caisse_tags"."id" = "caisse_product_tags"."tag_id" where ("caisse_product_tags"."restaurant_id" = $1 and "caisse_product_tags"."product_id" in (${inList(n)})) order by "caisse_tags"."name" asc`;
const GROUPS = (n: number) =>
  `select "product_id", "option_group_id" from "caisse_product_option_groups" where ("caisse_product_option_groups"."restaurant_id" = $1 and "caisse_product_option_groups"."product_id" in (${inList(n)})) order by "caisse_product_option_groups"."position" asc`;

const iso = (d: Date) => d.toISOString();

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
app.get<{ Params: { restaurantId: string } }>('/bare/restaurants/:restaurantId/products', async (request) => {
  const { restaurantId } = request.params;
  const [list, count] = await Promise.all([
    pool.query({ text: LIST, values: [restaurantId, PAGE_SIZE], rowMode: 'array' }),
    pool.query<{ count: string }>(COUNT, [restaurantId]),
  ]);
  const ids = list.rows.map((r) => r[0] as string);
  const [tags, groups] = ids.length
    ? await Promise.all([
        pool.query<{ product_id: string; id: string; name: string; color: string }>(TAGS(ids.length), [restaurantId, ...ids]),
        pool.query<{ product_id: string; option_group_id: string }>(GROUPS(ids.length), [restaurantId, ...ids]),
      ])
    : [{ rows: [] }, { rows: [] }];
  const total = Number(count.rows[0].count);
  return {
    search: '',
    order: 'desc',
    current_page: 1,
    per_page: PAGE_SIZE,
    total_entries: total,
    total_pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    data: list.rows.map((r) => {
      const id = r[0] as string;
      return {
        id,
        name: r[4],
        description: r[5],
        category_id: r[2],
        category_name: r[17],
        category_color: r[18],
        tax_id: r[3],
        tax_name: r[20],
        tags: tags.rows.filter((t) => t.product_id === id).map(({ id, name, color }) => ({ id, name, color })),
        option_group_ids: groups.rows.filter((g) => g.product_id === id).map((g) => g.option_group_id),
        price_on_spot_cents: r[6],
        price_takeaway_cents: r[7],
        price_delivery_cents: r[8],
        allergens: r[9],
        available: r[10],
        position: r[11],
        sku: r[12],
        barcode: r[13],
        photo_url: r[14],
        created_at: iso(r[15]),
        updated_at: iso(r[16]),
      };
    }),
  };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.once('SIGTERM', stop);
