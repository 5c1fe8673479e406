import type { ApiModule, ModuleDeps } from '../types';
import { detailsArea } from './details/routes';
import { membersArea } from './members/routes';

type Area = (app: Parameters<ApiModule['routes']>[0], deps: ModuleDeps) => void;

/**
 * The restaurant's own back office, for its owners (docs/accounts.md): its people (members/) and its details
 * (details/). Each area registers its routes here, once.
 */
const areas: Area[] = [membersArea, detailsArea];

export const restaurantModule: ApiModule = {
  name: 'restaurant',
  routes: (app, deps) => {
    for (const area of areas) area(app, deps);
  },
};
