import { type CurrentUser, type MenuItem, mainNavigation, type Role } from '@fitfit/contracts';

/** Where each role lands after signing in. */
export const roleHome = (role: Role) => {
  if (role === 'admin') return '/admin/dashboard';
  if (role === 'franchisor') return '/franchisor/dashboard';
  return '/';
};

/** PRODUCT §1: `/` needs fitfit_pnl; without it, the first page of the first module held (that the member reads), else null. */
export const firstHeldPage = (user: CurrentUser): string | null => {
  const held = user.current_fitfit_module_restaurants.map((m) => m.code_name);
  const first = mainNavigation(held, { role: user.role, access: user.restaurant?.access ?? null }).find((m) => m.code_name);
  const findPath = (items: MenuItem[]): string | undefined => {
    for (const item of items) {
      if (item.path) return item.path;
      const child = item.children && findPath(item.children);
      if (child) return child;
    }
    return undefined;
  };
  return first ? (findPath(first.menus) ?? null) : null;
};
