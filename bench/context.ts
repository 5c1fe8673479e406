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
};
