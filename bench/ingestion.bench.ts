import { strict as assert } from 'node:assert';
import { type Catalog, rateForType, type TicketInput, ticketTotals } from '@fitfit/contracts';
import type { Context } from './context';
import { cpuSample, type Processes } from './cpu';
import { api, terminalKey } from './fixtures';
import { settings } from './settings';

type Side = 'one' | 'batch' | 'baseline' | 'network';
type Round = { side: Side; tickets: number; requests: number; seconds: number; latencies: number[]; node_ms: number; postgres_ms: number };
/** A terminal: its restaurant's caisse, its key, the products it sells, the next number it gives a ticket. */
type Target = { base: string; headers: Record<string, string>; processes: Processes; products: Catalog['products']; next: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/**
 * Terminal ticket ingestion through the HTTP API: the same terminal sends tickets one by one, then in batches of
 * `settings.ingestionBatch`, in alternating rounds, from `settings.ingestionConnections` connections at once; on the
 * `network` side, terminals of `settings.ingestionRestaurants` restaurants send the same batches over the same
 * connections at once (the ledger lock is per restaurant: restaurants should not wait for each other). Every answer
 * must say "stored" for each ticket (chain, numbering, totals checked by the server); the integrity check then walks
 * the chain the run wrote. With BENCH_BASELINE_DIR, the baseline checkout's product takes the same batches in the
 * same alternating rounds (side `baseline`): before/after in one run.
 */
export const ingestionBench = async ({ product, restorer, admin, deviceKey, baseline }: Context) => {
  const restaurantId = restorer.restaurantId as string;
  const target = async (url: string, restaurant: string, key: string, processes: Processes): Promise<Target> => {
    const base = `${url}/api/v1/restaurants/${restaurant}/caisse`;
    const headers = { 'x-device-key': key, 'content-type': 'application/json' };
    const catalog = (await (await fetch(`${base}/catalog`, { headers })).json()) as Catalog;
    const products = catalog.products.filter((p) => p.available);
    assert.ok(products.length >= 3, 'the demo restaurant sells at least three products');
    return { base, headers, processes, products, next: 0 };
  };
  const ours = await target(product.url, restaurantId, deviceKey, product.processes);
  const before =
    baseline &&
    (await target(baseline.product.url, baseline.restorer.restaurantId as string, baseline.deviceKey, baseline.product.processes));
  // the network side: a terminal of its own in the demo restaurant and in other restaurants selling at least three products
  const network: Target[] = [];
  if (settings.ingestionRestaurants > 1) {
    const listed = await api.get<{ data: { id: string }[] }>(product.url, '/api/v1/admin/restaurants?per_page=100', admin.token);
    for (const id of [restaurantId, ...listed.data.map((r) => r.id).filter((id) => id !== restaurantId)]) {
      if (network.length >= settings.ingestionRestaurants) break;
      const key = await terminalKey(product.url, admin.token, id);
      const terminal = await target(product.url, id, key, product.processes).catch(() => undefined);
      if (terminal) network.push(terminal);
    }
    assert.equal(network.length, settings.ingestionRestaurants, 'enough demo restaurants sell at least three products');
  }
  /** The terminal a connection of a side sends from. */
  const targetOf = (side: Side, connection = 0) =>
    side === 'baseline' && before ? before : side === 'network' ? network[connection % network.length] : ours;

  // a believable table: two to four products, a card or cash payment, closed a minute ago
  const ticket = (terminal: Target): TicketInput => {
    const { products } = terminal;
    const terminalNumber = terminal.next++;
    const lines = Array.from({ length: 2 + (terminalNumber % 3) }, (_, i) => {
      const p = products[(terminalNumber * 7 + i * 3) % products.length];
      return { product_id: p.id, quantity: 1 + (i % 2), unit_price_cents: p.price_on_spot_cents, vat_rate_bp: rateForType(p, 'on_spot') };
    });
    const totals = ticketTotals(lines);
    const closed = Date.now() - 60_000;
    return {
      terminal_number: terminalNumber + 1,
      source: 'pos',
      type: 'on_spot',
      covers: 2,
      table: String(1 + (terminalNumber % 30)),
      opened_at: new Date(closed - 45 * 60_000).toISOString(),
      closed_at: new Date(closed).toISOString(),
      lines,
      payments: [{ method: terminalNumber % 2 ? 'card' : 'cash', amount_cents: totals.total_ttc_cents }],
      total_ttc_cents: totals.total_ttc_cents,
      vat: totals.vat,
    };
  };

  const send = async (side: Side, connection: number) => {
    const terminal = targetOf(side, connection);
    const size = side === 'one' ? 1 : settings.ingestionBatch;
    const body = side === 'one' ? ticket(terminal) : { tickets: Array.from({ length: size }, () => ticket(terminal)) };
    const { base, headers } = terminal;
    const started = performance.now();
    const res = await fetch(`${base}/tickets`, { method: 'POST', headers, body: JSON.stringify(body) });
    const answer = (await res.json()) as { stored?: number; status?: string };
    const elapsed = performance.now() - started;
    if (side === 'one') assert.equal(res.status, 201, `one ticket: ${res.status} ${JSON.stringify(answer)}`);
    else assert.equal(answer.stored, size, `batch: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
    return { size, elapsed };
  };

  const round = async (side: Side, seconds: number): Promise<Round> => {
    const latencies: number[] = [];
    let tickets = 0;
    const { processes } = targetOf(side);
    const cpuBefore = cpuSample(processes);
    const started = performance.now();
    const until = started + seconds * 1000;
    // the network side keeps the connections, at least one per restaurant
    const connections = side === 'network' ? Math.max(settings.ingestionConnections, network.length) : settings.ingestionConnections;
    await Promise.all(
      Array.from({ length: connections }, async (_, connection) => {
        while (performance.now() < until) {
          const { size, elapsed } = await send(side, connection);
          tickets += size;
          latencies.push(elapsed);
        }
      }),
    );
    const took = (performance.now() - started) / 1000;
    const after = cpuSample(processes);
    const node_ms = after.node_ms - cpuBefore.node_ms;
    const postgres_ms = after.postgres_ms - cpuBefore.postgres_ms;
    return { side, tickets, requests: latencies.length, seconds: took, latencies, node_ms, postgres_ms };
  };

  const sides: Side[] = ['one', 'batch', ...(before ? (['baseline'] as const) : []), ...(network.length ? (['network'] as const) : [])];
  for (const side of sides) await round(side, settings.warmup);
  const rounds: Round[] = [];
  const slice = Math.max(1, Math.round(settings.duration / settings.rounds));
  for (let i = 0; i < settings.rounds; i++)
    for (const side of i % 2 === 0 ? sides : [...sides].reverse()) rounds.push(await round(side, slice));

  const figures = (side: Side) => {
    const mine = rounds.filter((r) => r.side === side);
    const tickets = mine.reduce((n, r) => n + r.tickets, 0);
    const seconds = mine.reduce((n, r) => n + r.seconds, 0);
    const latencies = mine.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const perTicket = (f: (r: Round) => number) => Number((mine.reduce((n, r) => n + f(r), 0) / Math.max(1, tickets)).toFixed(3));
    return {
      title:
        side === 'one'
          ? 'Un ticket par requête'
          : side === 'batch'
            ? `Lots de ${settings.ingestionBatch} tickets`
            : side === 'network'
              ? `${network.length} restaurants à la fois : lots de ${settings.ingestionBatch}`
              : `Référence (BENCH_BASELINE_DIR) : lots de ${settings.ingestionBatch}`,
      connections: side === 'network' ? Math.max(settings.ingestionConnections, network.length) : settings.ingestionConnections,
      tickets,
      requests: latencies.length,
      seconds: Number(seconds.toFixed(1)),
      tickets_per_second: Math.round(tickets / seconds),
      latency_p50_ms: Math.round(percentile(latencies, 50)),
      latency_p99_ms: Math.round(percentile(latencies, 99)),
      cpu_ms_per_ticket: perTicket((r) => r.node_ms + r.postgres_ms),
      cpu_ms_per_ticket_node: perTicket((r) => r.node_ms),
      cpu_ms_per_ticket_postgres: perTicket((r) => r.postgres_ms),
      round_tickets_per_second: mine.map((r) => Math.round(r.tickets / r.seconds)),
    };
  };
  const one = figures('one');
  const batch = figures('batch');
  const baselineBatch = before ? figures('baseline') : undefined;
  const networkBatch = network.length ? figures('network') : undefined;

  // the chain the run wrote still verifies, every ticket counted
  const started = performance.now();
  const report = await api.post<{ ok: boolean; tickets: { checked: number } }>(
    product.url,
    `/api/v1/restaurants/${restaurantId}/caisse/compliance/integrity`,
    restorer.token,
    {},
  );
  const integrity = {
    ok: report.ok,
    tickets_checked: report.tickets.checked,
    seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
  };
  assert.ok(report.ok, 'the chain verifies after the run');
  return {
    one,
    batch,
    ...(baselineBatch ? { baseline: baselineBatch } : {}),
    ...(networkBatch
      ? {
          network: networkBatch,
          // several restaurants at once against one terminal, same run (target ≥ 1.3)
          network_ratio: Number((networkBatch.tickets_per_second / batch.tickets_per_second).toFixed(2)),
        }
      : {}),
    speedup: Number((batch.tickets_per_second / one.tickets_per_second).toFixed(1)),
    integrity,
    target_tickets_per_second: 2000,
  };
};
