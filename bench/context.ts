import type { Session } from './fixtures';
import type { Running } from './product';

/** What every part of the bench gets: the product, its bare twin and signed-in users. */
export type Context = {
  product: Running;
  bare: Running;
  restorer: Session;
  admin: Session;
  franchisor: Session;
  seller: Session;
  /** The registered restorer whose restaurant holds exactly 15 tagged products. */
  benchRestorer: Session & { restaurantId: string };
  deviceKey: string;
  /** The product of BENCH_BASELINE_DIR and its own bench restorer, when a baseline is asked for. */
  baseline?: { product: Running; benchRestorer: Session & { restaurantId: string }; restorer: Session; deviceKey: string };
};
