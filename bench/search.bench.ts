import assert from 'node:assert/strict';
import type { Context } from './context';
import { cpuSample } from './cpu';
import { api } from './fixtures';
import { compare } from './measure';
import { settings } from './settings';

/**
 * Quick search (docs/search.md) on the demo year: the demo restorer's restaurant (a year of tickets, its customers,
 * closings, HACCP records and supplier orders) and the franchisor's network. Each typical query is sent one at a time
 * (`BENCH_SEARCH_SAMPLES` after `BENCH_ANALYTICS_WARMUP` seconds of the same query): p50, p95, p99 and the CPU of the
 * server's Node process and PostgreSQL per request; target p95 < 100 ms. Then the other benches' convention: a
 * customer search under load against the bare twin's `GET /bare` (req/s ratio and CPU ratio), as /auth/me is.
 */
const TARGET_P95_MS = 100;
const samples = Number(process.env.BENCH_SEARCH_SAMPLES ?? 200);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const round = (n: number) => Number(n.toFixed(2));
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const frenchDay = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

type Page<T> = { data: T[] };
type Result = { groups: { kind: string; hits: unknown[] }[] };

export const searchBench = async ({ product, bare, restorer, franchisor }: Context) => {
  const r = restorer.restaurantId as string;
  const base = `/api/v1/restaurants/${r}`;
  // words of the demo's own data, so that every query finds something
  const customers = await api.get<Page<{ last_name: string; phone: string | null }>>(
    product.url,
    `${base}/caisse/customers?per_page=50`,
    restorer.token,
  );
  const customer = customers.data.find((c) => c.phone) ?? customers.data[0];
  assert.ok(customer, 'the demo restaurant has customers');
  const products = await api.get<Page<{ name: string }>>(product.url, `${base}/caisse/products?per_page=5`, restorer.token);
  const lots = await api.get<{ data: { lot: string | null }[] }>(product.url, `${base}/haccp/lots?kind=production&limit=1`, restorer.token);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000);
  const queries = [
    { title: 'Client : début du nom sans accent', q: plain(customer.last_name).slice(0, 4) },
    { title: 'Client : téléphone (6 chiffres)', q: (customer.phone ?? '06 12').replace(/\D/g, '').slice(0, 6) },
    { title: 'Ticket par numéro', q: '#1000' },
    { title: 'Z par jour « jj/mm » (toutes années)', q: frenchDay(monthAgo) },
    { title: 'Z par date « aaaa-mm-jj »', q: monthAgo.toISOString().slice(0, 10) },
    {
      title: 'Produit : un mot de la carte',
      q: plain(products.data[0]?.name ?? 'burger')
        .split(' ')[0]
        .slice(0, 5),
    },
    { title: 'Lot HACCP : début du numéro', q: (lots.data[0]?.lot ?? 'LOT').slice(0, 4) },
    { title: 'Aucun résultat (tout est lu)', q: 'zzqxw' },
  ].map((m) => ({ ...m, path: `${base}/search?q=${encodeURIComponent(m.q)}`, token: restorer.token }));
  queries.push({
    title: 'Réseau franchiseur : ticket par numéro',
    q: '#1000',
    path: '/api/v1/franchisor/search?q=%231000',
    token: franchisor.token,
  });
  queries.push({
    title: 'Réseau franchiseur : Z « jj/mm »',
    q: frenchDay(monthAgo),
    path: `/api/v1/franchisor/search?q=${encodeURIComponent(frenchDay(monthAgo))}`,
    token: franchisor.token,
  });
  // the product's cheapest signed-in read, measured the same way: what any request costs here
  const reference = { title: 'Référence : GET /api/v1/auth/me', q: '', path: '/api/v1/auth/me', token: restorer.token };

  const get = async (path: string, token: string) => {
    const t = performance.now();
    const res = await fetch(`${product.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.text();
    assert.equal(res.status, 200, `${path}: ${res.status} ${body.slice(0, 200)}`);
    return { ms: performance.now() - t, body };
  };
  const serial = async (m: (typeof queries)[number]) => {
    const warm = performance.now() + settings.analyticsWarmup * 1000;
    let body = '';
    for (let i = 0; i < 3 || performance.now() < warm; i++) body = (await get(m.path, m.token)).body;
    const times: number[] = [];
    const before = cpuSample(product.processes);
    for (let i = 0; i < samples; i++) times.push((await get(m.path, m.token)).ms);
    const after = cpuSample(product.processes);
    times.sort((a, b) => a - b);
    const hits = m === reference ? null : (JSON.parse(body) as Result).groups.map((g) => `${g.kind} ${g.hits.length}`).join(', ');
    const p95 = round(percentile(times, 95));
    return {
      title: m.title,
      q: m.q,
      hits,
      p50_ms: round(percentile(times, 50)),
      p95_ms: p95,
      p99_ms: round(percentile(times, 99)),
      samples: times.length,
      cpu_ms_per_request: round((after.node_ms - before.node_ms + after.postgres_ms - before.postgres_ms) / times.length),
      target_met: m === reference ? null : p95 < TARGET_P95_MS,
    };
  };

  const results = [];
  for (const m of [reference, ...queries]) results.push(await serial(m));
  const load = [];
  for (const connections of settings.connections)
    load.push(
      await compare(
        connections,
        { title: 'Fastify nu : GET /bare', url: `${bare.url}/bare`, processes: bare.processes },
        {
          title: `FitFit : recherche client « ${queries[0].q} »`,
          url: `${product.url}${queries[0].path}`,
          headers: { authorization: `Bearer ${restorer.token}` },
          processes: product.processes,
        },
      ),
    );
  return { target_p95_ms: TARGET_P95_MS, samples, results, load, target_met: results.every((x) => x.target_met !== false) };
};
