import { useMemo } from 'react';
import { useSession } from '../../app/session/store';
import { DEFAULT_TIMEZONE } from '../../lib/dates';
import { type AreaKind, type AuthorApi, authorApi } from './api';

/**
 * Where an author writes and follows up (docs/intranet.md): the same screens in three layouts — the platform's team
 * under /admin/intranet, a franchisor under /franchisor/intranet, a restaurant's owners under /intranet —, each with
 * its own calls and the audiences it may choose.
 */
export interface IntranetArea {
  kind: AreaKind;
  api: AuthorApi;
  /** The screens' path prefix in this layout. */
  base: string;
  /** Dates shown and typed in the current restaurant's time (a franchisor's too); the platform's team: Paris. */
  timezone: string;
}

const bases: Record<AreaKind, string> = { admin: '/admin/intranet', franchisor: '/franchisor/intranet', restaurant: '/intranet' };

export const useIntranetArea = (kind: AreaKind, restaurantId: string | null = null): IntranetArea => {
  const restaurantZone = useSession((s) => s.currentRestaurant?.timezone ?? DEFAULT_TIMEZONE);
  const timezone = kind === 'admin' ? DEFAULT_TIMEZONE : restaurantZone;
  return useMemo(() => ({ kind, api: authorApi(kind, restaurantId), base: bases[kind], timezone }), [kind, restaurantId, timezone]);
};
