import { strict as assert } from 'node:assert';
import type { Context } from './context';
import { api } from './fixtures';
import { compare } from './measure';
import { settings } from './settings';

type ProductPage = { total_entries: number; data: { id: string; tags: { id: string }[] }[] };

/**
 * The caisse products list of a restaurant holding 15 tagged products, as its restorer, against
 * bare-server.ts running the same SQL on the same database with the same pool size: what our stack
 * (access hook and its queries, zod, helmet, logging, Drizzle) costs over Fastify + pg alone.
 */
export const listBench = async ({ product, bare, benchRestorer, baseline }: Context) => {
  const { token, restaurantId } = benchRestorer;
  const ourPath = `/api/v1/restaurants/${restaurantId}/caisse/products`;
  const barePath = `/bare/restaurants/${restaurantId}/products`;

  // Same rows, same tags: otherwise the ratio would compare two different answers.
  const ours = await api.get<ProductPage>(product.url, ourPath, token);
  const theirs = (await (await fetch(`${bare.url}${barePath}`)).json()) as ProductPage;
  assert.equal(ours.total_entries, 15, 'the bench restaurant must hold 15 products');
  assert.ok(
    ours.data.every((p) => p.tags.length > 0),
    'every bench product carries a tag',
  );
  assert.deepEqual(
    theirs.data.map((p) => [p.id, p.tags.map((t) => t.id)]),
    ours.data.map((p) => [p.id, p.tags.map((t) => t.id)]),
  );

  const runs = [];
  for (const connections of settings.connections)
    runs.push(
      await compare(
        connections,
        { title: 'Fastify + pg nu : liste des produits', url: `${bare.url}${barePath}`, processes: bare.processes },
        {
          title: 'FitFit : GET …/caisse/products (restaurateur)',
          url: `${product.url}${ourPath}`,
          headers: { authorization: `Bearer ${token}` },
          processes: product.processes,
        },
        baseline && {
          title: 'Référence (BENCH_BASELINE_DIR) : GET …/caisse/products',
          url: `${baseline.product.url}/api/v1/restaurants/${baseline.benchRestorer.restaurantId}/caisse/products`,
          headers: { authorization: `Bearer ${baseline.benchRestorer.token}` },
          processes: baseline.product.processes,
        },
      ),
    );
  return { runs, target_ratio: settings.targetRatio, target_met: runs.every((r) => r.ratio >= settings.targetRatio) };
};
