import { authEndpoints, type CurrentUser } from '@fitfit/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { keys } from '../../lib/queryKeys';
import { getSession, session, useSession } from './store';

/**
 * The franchisor's whole-network choice, as the picker, its filter and the current-restaurant button name it: not the
 * spec's top-bar link « Tous les restaurants » (to /), which stays beside it and does something else.
 */
export const WHOLE_NETWORK_LABEL = 'Tout le réseau';

/**
 * Makes a restaurant the user's working restaurant (saved on the account, SPEC §4) and, for the franchisor's
 * screens, the one they show instead of the whole network: the top-bar picker and the network filter both choose
 * through here, so there is one current choice.
 */
export async function chooseCurrentRestaurant(queryClient: QueryClient, restaurantId: string): Promise<CurrentUser> {
  await call(authEndpoints.chooseRestaurant, { body: { restaurant_id: restaurantId } });
  const user = await call(authEndpoints.me);
  session.setCurrentUser(user);
  session.setWholeNetwork(false);
  queryClient.setQueryData(keys.session(getSession().token), user);
  return user;
}

/**
 * The picker opened from the franchisor's network screens offers « Tout le réseau » (the whole network) beside
 * the restaurants; opened from a restaurant screen, only restaurants make sense.
 */
export const usePickerOffersNetwork = () =>
  useSession((s) => s.currentUser?.role === 'franchisor' && !!s.nextPage?.startsWith('/franchisor/'));
