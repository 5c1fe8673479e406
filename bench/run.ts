import { analyticsBench } from './analytics.bench';
import { authMeBench } from './auth-me.bench';
import type { Context } from './context';
import { restorerWithFifteenProducts, signIn, terminalKey } from './fixtures';
import { ingestionBench } from './ingestion.bench';
import { listBench } from './list.bench';
import { assertClean, type Figures } from './measure';
import { mixedBench } from './mixed.bench';
import { type Running, startBare, startProduct } from './product';
import { writeResult } from './results';
import { searchBench } from './search.bench';
import { settings } from './settings';

/** One line of the printed tables; the JSON files keep every figure. */
const row = (f: Figures) => ({
  mesure: f.title,
  conn: f.connections,
  'req/s': f.requests_per_second,
  'p50 ms': f.latency_p50_ms,
  'p99 ms': f.latency_p99_ms,
  requêtes: f.total_requests,
  'CPU Node ms/req': f.cpu_ms_per_request.node,
  'CPU PG ms/req': f.cpu_ms_per_request.postgres,
});

/** The baseline checkout's bench restorer, demo restorer and a POS terminal of the demo restaurant. */
const baselineContext = async (product: Running) => {
  const restorer = await signIn(product.url, 'restaurateur@fitfit.example');
  const admin = await signIn(product.url, 'admin@fitfit.example');
  return {
    product,
    restorer,
    benchRestorer: await restorerWithFifteenProducts(product.url),
    deviceKey: await terminalKey(product.url, admin.token, restorer.restaurantId as string),
  };
};

/** `npm run bench`: starts the product and its bare twin once, then runs the parts chosen by BENCH_ONLY. */
const main = async () => {
  const product = await startProduct();
  const bare = await startBare(product).catch(async (error) => {
    await product.stop();
    throw error;
  });
  const baselineProduct = settings.baselineDir
    ? await startProduct(settings.baselineDir).catch((error) => {
        console.error(`La référence ${settings.baselineDir} n'a pas démarré, mesure sans elle :`, error);
        return undefined;
      })
    : undefined;
  try {
    const restorer = await signIn(product.url, 'restaurateur@fitfit.example');
    const admin = await signIn(product.url, 'admin@fitfit.example');
    const ctx: Context = {
      product,
      bare,
      restorer,
      admin,
      franchisor: await signIn(product.url, 'franchiseur@fitfit.example'),
      seller: await signIn(product.url, 'commercial@fitfit.example'),
      benchRestorer: await restorerWithFifteenProducts(product.url),
      deviceKey: await terminalKey(product.url, admin.token, restorer.restaurantId as string),
      baseline: baselineProduct && (await baselineContext(baselineProduct)),
    };

    if (settings.only.includes('auth-me')) {
      const { runs } = await authMeBench(ctx);
      console.table(runs.flatMap((r) => [r.bare, r.ours]).map(row));
      console.log(`Ratio req/s /auth/me ÷ nu : ${runs.map((r) => `${r.ratio} (${r.connections} conn.), CPU ${r.cpu_ratio}`).join(', ')}`);
      console.log(`→ ${writeResult('auth-me', { runs })}`);
    }
    if (settings.only.includes('list')) {
      const result = await listBench(ctx);
      console.table(result.runs.flatMap((r) => [r.bare, r.ours, ...(r.baseline ? [r.baseline] : [])]).map(row));
      for (const r of result.runs)
        if (r.baseline) console.log(`Référence, ${r.connections} conn. : ratio ${r.baseline_ratio}, CPU ${r.baseline_cpu_ratio}`);
      console.log(
        `Ratio req/s liste ÷ Fastify + pg nu : ${result.runs.map((r) => `${r.ratio} (${r.connections} conn., manches ${r.round_ratios.join(' ')}), CPU ${r.cpu_ratio}`).join(', ')}`,
      );
      if (!result.target_met) console.log(`Sous la cible de ${settings.targetRatio}.`);
      console.log(`→ ${writeResult('list', result)}`);
    }
    if (settings.only.includes('mixed')) {
      const result = await mixedBench(ctx);
      console.table([row(result.mixed)]);
      console.log(`→ ${writeResult('mixed', result)}`);
      assertClean(result.mixed);
    }
    if (settings.only.includes('ingestion')) {
      const result = await ingestionBench(ctx);
      console.table(
        [result.one, result.batch, ...(result.baseline ? [result.baseline] : []), ...(result.network ? [result.network] : [])].map((f) => ({
          mesure: f.title,
          conn: f.connections,
          'tickets/s': f.tickets_per_second,
          'p50 ms': f.latency_p50_ms,
          'p99 ms': f.latency_p99_ms,
          tickets: f.tickets,
          'CPU ms/ticket': f.cpu_ms_per_ticket,
          'Node ms': f.cpu_ms_per_ticket_node,
          'PG ms': f.cpu_ms_per_ticket_postgres,
        })),
      );
      console.log(
        `Lots ÷ un par un : ×${result.speedup} ; intégrité : ${result.integrity.tickets_checked} tickets vérifiés en ${result.integrity.seconds} s`,
      );
      if (result.network_ratio !== undefined)
        console.log(`Plusieurs restaurants à la fois ÷ un terminal : ×${result.network_ratio} (cible ×1,3)`);
      if (result.batch.tickets_per_second < result.target_tickets_per_second)
        console.log(`Sous la cible de ${result.target_tickets_per_second} tickets/s en lots.`);
      console.log(`→ ${writeResult('ingestion', result)}`);
    }
    if (settings.only.includes('analytics')) {
      const result = await analyticsBench(ctx);
      console.table(
        result.results.map((r) => ({
          mesure: r.title,
          'p50 rollups ms': r.rollups.p50_ms,
          'p99 rollups ms': r.rollups.p99_ms,
          'p50 brut ms': r.raw.p50_ms,
          'p99 brut ms': r.raw.p99_ms,
          '× p50': r.speedup_p50,
          'CPU rollups ms': r.rollups.cpu_ms_per_request,
          'CPU brut ms': r.raw.cpu_ms_per_request,
          '× CPU': r.speedup_cpu,
          cible: r.target_met ? 'oui' : 'non',
        })),
      );
      console.log(`→ ${writeResult('analytics', result)}`);
    }
    if (settings.only.includes('search')) {
      const result = await searchBench(ctx);
      console.table(
        result.results.map((r) => ({
          mesure: r.title,
          q: r.q,
          résultats: r.hits,
          'p50 ms': r.p50_ms,
          'p95 ms': r.p95_ms,
          'p99 ms': r.p99_ms,
          'CPU ms': r.cpu_ms_per_request,
        })),
      );
      console.table(result.load.flatMap((r) => [r.bare, r.ours]).map(row));
      console.log(
        `Ratio req/s recherche ÷ nu : ${result.load.map((r) => `${r.ratio} (${r.connections} conn.), CPU ${r.cpu_ratio}`).join(', ')}`,
      );
      if (!result.target_met) console.log(`Au-dessus de la cible p95 de ${result.target_p95_ms} ms.`);
      console.log(`→ ${writeResult('search', result)}`);
    }
  } finally {
    await baselineProduct?.stop();
    await bare.stop();
    await product.stop();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
