import { AFFILIATE_CODE_PARAM, SELLER_COMMISSION_BP, sellerEndpoints } from '@fitfit/contracts';
import { route } from '../../lib/endpoints';
import { allSponsoredRestaurants } from '../admin';
import type { ApiModule } from '../types';
import { commissionTrend } from './repository';

/** The salesperson's home (`/` for role saler): its restaurants, their subscriptions, its commission. */
export const sellerModule: ApiModule = {
  name: 'seller',
  routes: (root, { db }) => {
    route(root, sellerEndpoints.home, {
      access: { roles: ['saler'] },
      handler: async (request) => {
        const user = request.auth?.user;
        if (!user) throw new Error('access rule let an anonymous request through');
        const [restaurants, trend] = await Promise.all([allSponsoredRestaurants(db, user.id), commissionTrend(db, user.id)]);
        const current = trend[trend.length - 1];
        const code = user.affiliate_code;
        return {
          affiliate_code: code,
          registration_path: code ? `/registration?${AFFILIATE_CODE_PARAM}=${encodeURIComponent(code)}` : null,
          restaurants: restaurants.map(({ id, name, city, subscription_status, recurring, monthly_amount_cents }) => ({
            id,
            name,
            city,
            subscription_status,
            recurring,
            monthly_amount_cents,
          })),
          commission_rate_bp: SELLER_COMMISSION_BP,
          commission_month: current.month,
          commission_cents: current.commission_cents,
          commission_trend: trend,
          monthly_recurring_cents: restaurants
            .filter((r) => r.subscription_status === 'active' || r.subscription_status === 'past_due')
            .reduce((s, r) => s + r.monthly_amount_cents, 0),
        };
      },
    });
  },
};
