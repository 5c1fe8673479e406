import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { freePort, repoRoot, startProduct } from './product';

/**
 * GET /api/v1/auth/me (session look-up + user, restaurant and modules from PostgreSQL) against a bare
 * Fastify route in the same run, so the ratio says what our stack costs over the framework alone.
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const measure = async (title: string, url: string, headers: Record<string, string> = {}) => {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    title,
    requests_per_second: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    total_requests: result.requests.total,
  };
};

const main = async () => {
  const product = await startProduct();
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ status: 'ok' }));
  const barePort = await freePort();
  await bare.listen({ port: barePort, host: '127.0.0.1' });
  try {
    const login = await fetch(`${product.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'restaurateur@fitfit.example', password: 'demo1234' }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status}`);
    const { token } = (await login.json()) as { token: string };

    const bareResult = await measure('Fastify nu : GET /bare', `http://127.0.0.1:${barePort}/bare`);
    const meResult = await measure('FitFit : GET /api/v1/auth/me', `${product.url}/api/v1/auth/me`, {
      authorization: `Bearer ${token}`,
    });
    const report = {
      date: new Date().toISOString(),
      machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
      settings: { duration_s: DURATION, connections: CONNECTIONS },
      bare: bareResult,
      auth_me: meResult,
      ratio_rps_auth_me_over_bare: Number((meResult.requests_per_second / bareResult.requests_per_second).toFixed(3)),
    };
    const file = path.join(repoRoot, 'bench/results/auth-me.json');
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.table([bareResult, meResult]);
    console.log(`Ratio req/s auth/me ÷ nu : ${report.ratio_rps_auth_me_over_bare}  →  ${file}`);
  } finally {
    await bare.close();
    await product.stop();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
