import type { Equipment } from '@fitfit/contracts';
import { restaurantResource } from '../../lib/resource';
import { useRestaurantId } from '../../ui/RestaurantPage';
import { useLookupList } from '../../ui/usePagedList';

/** The HACCP resources of a restaurant (`restaurants/<id>/haccp/…`): API paths and cache keys together. */
export const haccpResources = (restaurantId: string) => {
  const haccp = (name: string) => restaurantResource(restaurantId, 'haccp', name);
  return {
    equipment: haccp('equipment'),
    temperatures: haccp('temperatures'),
    receptions: haccp('receptions'),
    oils: haccp('oils'),
    heatTransfers: haccp('heat-transfers'),
    traceabilities: haccp('traceabilities'),
    cleaningTasks: haccp('cleaning-tasks'),
    cleanings: haccp('cleanings'),
    checklistTemplates: haccp('checklist-templates'),
    checklists: haccp('checklists'),
    productions: haccp('productions'),
    /** The lot search and a lot's trace: they move with every label, delivery and production. */
    lots: { path: `restaurants/${restaurantId}/haccp/lots`, key: ['haccp', restaurantId, 'lots'] as const },
    productionRecipes: {
      path: `restaurants/${restaurantId}/haccp/production-recipes`,
      key: ['haccp', restaurantId, 'production-recipes'] as const,
    },
    nonConformities: haccp('non-conformities'),
    tasks: haccp('tasks'),
    /** The occurrences of a range of days: they move with every task, step and record that does one. */
    planning: { path: `restaurants/${restaurantId}/haccp/planning`, key: ['haccp', restaurantId, 'planning'] as const },
    assignees: { path: `restaurants/${restaurantId}/haccp/assignees`, key: ['haccp', restaurantId, 'assignees'] as const },
    /** The HACCP home: changes with every record and every non-conformity step. */
    dashboard: { path: `restaurants/${restaurantId}/haccp/dashboard`, key: ['haccp', restaurantId, 'dashboard'] as const },
  };
};
export type Haccp = ReturnType<typeof haccpResources>;

/**
 * What else a record or a step changes: a record may open a non-conformity and moves the home; a step moves
 * the home and the record's non-conformity badge.
 */
export const haccpEffects = {
  record: (h: Haccp) => [h.nonConformities.keys.all, h.dashboard.key, h.planning.key, h.lots.key],
  task: (h: Haccp) => [h.planning.key, h.dashboard.key],
  step: (h: Haccp) => [
    h.dashboard.key,
    h.temperatures.keys.all,
    h.receptions.keys.all,
    h.oils.keys.all,
    h.heatTransfers.keys.all,
    h.cleanings.keys.all,
    h.checklists.keys.all,
  ],
  equipment: (h: Haccp) => [h.dashboard.key, h.temperatures.keys.all],
};

export const useEquipmentLookup = () => {
  const restaurantId = useRestaurantId();
  return useLookupList<Equipment>(restaurantId ? haccpResources(restaurantId).equipment : null);
};
