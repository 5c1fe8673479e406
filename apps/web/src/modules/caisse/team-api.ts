import type { CaisseRole, CaisseRoleInput, PosUser, PosUserCreate, PosUserUpdate } from '@fitfit/contracts';
import { useSession } from '../../app/session/store';
import { api } from '../../lib/http';

/** API paths of the terminals' team, under the current restaurant. */
export const teamPaths = (restaurantId: string) => {
  const base = `restaurants/${restaurantId}/caisse`;
  return {
    roles: `${base}/roles`,
    role: (id: string) => `${base}/roles/${id}`,
    posUsers: `${base}/pos_users`,
    posUser: (id: string) => `${base}/pos_users/${id}`,
  };
};

/** The current restaurant's id (the shell makes sure there is one on caisse pages). */
export const useRestaurantId = () => useSession((s) => s.currentRestaurant?.id ?? null);

export const teamApi = (restaurantId: string) => {
  const paths = teamPaths(restaurantId);
  return {
    paths,
    getRole: (id: string) => api.get<CaisseRole>(paths.role(id)),
    createRole: (body: CaisseRoleInput) => api.post<CaisseRole>(paths.roles, body),
    updateRole: (id: string, body: CaisseRoleInput) => api.put<CaisseRole>(paths.role(id), body),
    duplicateRole: (id: string) => api.post<CaisseRole>(`${paths.role(id)}/duplicate`),
    deleteRole: (id: string) => api.delete(paths.role(id)),
    createPosUser: (body: PosUserCreate) => api.post<PosUser>(paths.posUsers, body),
    updatePosUser: (id: string, body: PosUserUpdate) => api.put<PosUser>(paths.posUser(id), body),
    changePin: (id: string, pin: string) => api.put<PosUser>(`${paths.posUser(id)}/pin`, { pin }),
  };
};
