import { authMeBench } from './auth-me.bench';
import type { Context } from './context';
import { restorerWithFifteenProducts, signIn, terminalKey } from './fixtures';
import { listBench } from './list.bench';
import { assertClean } from './measure';
import { mixedBench } from './mixed.bench';
import { startBare, startProduct } from './product';
import { writeResult } from './results';
import { settings } from './settings';

/** `npm run bench`: starts the product and its bare twin once, then runs the parts chosen by BENCH_ONLY. */
const main = async () => {
  const product = await startProduct();
  const bare = await startBare(product.databaseUrl).catch(async (error) => {
    await product.stop();
    throw error;
  });
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
    };

    if (settings.only.includes('auth-me')) {
      const { runs } = await authMeBench(ctx);
      console.table(runs.flatMap((r) => [r.bare, r.ours]));
      console.log(`Ratio req/s /auth/me ÷ nu : ${runs.map((r) => `${r.ratio} (${r.connections} conn.)`).join(', ')}`);
      console.log(`→ ${writeResult('auth-me', { runs })}`);
    }
    if (settings.only.includes('list')) {
      const result = await listBench(ctx);
      console.table(result.runs.flatMap((r) => [r.bare, r.ours]));
      console.log(
        `Ratio req/s liste ÷ Fastify + pg nu : ${result.runs.map((r) => `${r.ratio} (${r.connections} conn., manches ${r.round_ratios.join(' ')})`).join(', ')}`,
      );
      if (!result.target_met) console.log(`Sous la cible de ${settings.targetRatio}.`);
      console.log(`→ ${writeResult('list', result)}`);
    }
    if (settings.only.includes('mixed')) {
      const result = await mixedBench(ctx);
      console.table([result.mixed]);
      console.log(`→ ${writeResult('mixed', result)}`);
      assertClean(result.mixed);
    }
  } finally {
    await bare.stop();
    await product.stop();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
