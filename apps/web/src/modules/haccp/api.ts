import {
  type EndpointAnswer,
  type EndpointBodyInput,
  type EndpointQueryInput,
  type HaccpKind,
  type HaccpRecordKind,
  haccpEndpoints,
  haccpRecordKinds,
  haccpRecordPhotoEndpoint,
  type NonConformityStep,
  type Page,
  type PlanningQuery,
  type RegisterExportQuery,
  type TaskTransition,
} from '@fitfit/contracts';
import { call, download } from '../../lib/api-client';
import { type ListQuery, type Resource, type ResourceEntry, restaurantEntry, restaurantResource } from '../../lib/resource';
import { useRestaurantId } from '../../ui/RestaurantPage';
import { useLookupList } from '../../ui/usePagedList';

type Endpoints<K extends HaccpKind> = (typeof haccpRecordKinds)[K]['endpoints'];

/** A kind of record: its list's path and cache keys, and its calls through its descriptors (contracts' haccpRecordKinds). */
export interface RecordResource<T, Create = unknown, Correct = unknown> extends Resource {
  page(query: ListQuery, signal?: AbortSignal): Promise<Page<T>>;
  get(id: string, signal?: AbortSignal): Promise<T>;
  create(body: Create): Promise<T>;
  correct(id: string, body: Correct): Promise<T>;
  history(id: string, signal?: AbortSignal): Promise<{ versions: T[] }>;
  /** A photo appended to one of its records (multipart, field « file »). */
  addPhoto(id: string, file: File): Promise<EndpointAnswer<typeof haccpRecordPhotoEndpoint>>;
}

const recordResource = <K extends HaccpKind>(
  restaurantId: string,
  kind: K,
): RecordResource<
  EndpointAnswer<Endpoints<K>['get']>,
  EndpointBodyInput<Endpoints<K>['create']>,
  EndpointBodyInput<Endpoints<K>['correct']>
> => {
  type T = EndpointAnswer<Endpoints<K>['get']>;
  // one code path for every kind: the kind's descriptors read as the registry's common shape, answers typed by the kind's
  const { path, endpoints: e } = haccpRecordKinds[kind] as HaccpRecordKind;
  const params = { restaurantId };
  return {
    ...restaurantResource(restaurantId, 'haccp', path),
    page: (query, signal) => call(e.list, { params, query: query as EndpointQueryInput<typeof e.list>, signal }) as Promise<Page<T>>,
    get: (id, signal) => call(e.get, { params: { restaurantId, id }, signal }) as Promise<T>,
    create: (body) => call(e.create, { params, body }) as Promise<T>,
    correct: (id, body) => call(e.correct, { params: { restaurantId, id }, body }) as Promise<T>,
    history: (id, signal) => call(e.history, { params: { restaurantId, id }, signal }) as Promise<{ versions: T[] }>,
    addPhoto: (id, file) => call(haccpRecordPhotoEndpoint, { params: { restaurantId, id }, body: file }),
  };
};

/** The HACCP resources of a restaurant (`restaurants/<id>/haccp/…`): API paths and cache keys together, and its calls through `haccpEndpoints`. */
export const haccpResources = (restaurantId: string) => {
  const entry = <E extends ResourceEntry>(name: string, e: E) => restaurantEntry(restaurantId, 'haccp', name, e);
  const params = { restaurantId };
  const item = (id: string) => ({ restaurantId, id });
  return {
    equipment: entry('equipment', haccpEndpoints.equipment),
    temperatures: recordResource(restaurantId, 'temperature'),
    receptions: recordResource(restaurantId, 'reception'),
    oils: recordResource(restaurantId, 'oil'),
    heatTransfers: recordResource(restaurantId, 'heat_transfer'),
    traceabilities: recordResource(restaurantId, 'traceability'),
    cleaningTasks: entry('cleaning-tasks', haccpEndpoints.cleaningTasks),
    cleanings: recordResource(restaurantId, 'cleaning'),
    checklistTemplates: entry('checklist-templates', haccpEndpoints.checklistTemplates),
    checklists: recordResource(restaurantId, 'checklist'),
    productions: recordResource(restaurantId, 'production'),
    dashboardData: (signal?: AbortSignal) => call(haccpEndpoints.dashboard, { params, signal }),
    planningOf: (query: PlanningQuery, signal?: AbortSignal) => call(haccpEndpoints.planning, { params, query, signal }),
    transition: (taskId: string, body: TaskTransition) => call(haccpEndpoints.transition, { params: item(taskId), body }),
    assigneeList: (signal?: AbortSignal) => call(haccpEndpoints.assignees, { params, signal }),
    nonConformityStep: (id: string, body: NonConformityStep) => call(haccpEndpoints.nonConformityStep, { params: item(id), body }),
    productionRecipeList: (signal?: AbortSignal) => call(haccpEndpoints.productionRecipes, { params, signal }),
    searchLots: (query: EndpointQueryInput<typeof haccpEndpoints.lots>, signal?: AbortSignal) =>
      call(haccpEndpoints.lots, { params, query, signal }),
    lotTrace: (id: string, signal?: AbortSignal) => call(haccpEndpoints.lotTrace, { params: item(id), signal }),
    downloadLotTrace: (id: string, filename: string) => download(haccpEndpoints.lotTraceExport, { params: item(id) }, filename),
    downloadRegister: (query: RegisterExportQuery, filename: string) =>
      download(haccpEndpoints.registerExport, { params, query }, filename),
    /** The lot search and a lot's trace: they move with every label, delivery and production. */
    lots: { path: `restaurants/${restaurantId}/haccp/lots`, key: ['haccp', restaurantId, 'lots'] as const },
    productionRecipes: {
      path: `restaurants/${restaurantId}/haccp/production-recipes`,
      key: ['haccp', restaurantId, 'production-recipes'] as const,
    },
    nonConformities: entry('non-conformities', haccpEndpoints.nonConformities),
    tasks: entry('tasks', haccpEndpoints.tasks),
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
  return useLookupList(restaurantId ? haccpResources(restaurantId).equipment : null);
};
