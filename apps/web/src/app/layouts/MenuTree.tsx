import { type MenuItem, matchesPrefix } from '@fitfit/contracts';
import { NavLink, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { NavIcon } from '../icons';

export const isActivePath = (pathname: string, path: string) => (path === '/' ? pathname === '/' : matchesPrefix(pathname, path));

const containsActive = (item: MenuItem, pathname: string): boolean =>
  (item.path !== undefined && isActivePath(pathname, item.path)) || (item.children ?? []).some((c) => containsActive(c, pathname));

/** Menus with optional children shown as accordions; the active entry is highlighted by path prefix. */
export function MenuTree({ items }: { items: MenuItem[] }) {
  const { pathname } = useLocation();
  return (
    <>
      {items.map((item) =>
        item.children ? (
          <NavLink
            key={item.key}
            label={item.title}
            leftSection={<NavIcon name={item.icon} />}
            defaultOpened={containsActive(item, pathname)}
            childrenOffset={28}
          >
            {item.children.length === 0 ? (
              <Text size="xs" c="dimmed" px="sm" py={6}>
                Aucune entrée
              </Text>
            ) : (
              <MenuTree items={item.children} />
            )}
          </NavLink>
        ) : (
          <NavLink
            key={item.key}
            component={Link}
            to={item.path ?? '/'}
            label={item.title}
            leftSection={<NavIcon name={item.icon} />}
            active={item.path !== undefined && isActivePath(pathname, item.path)}
          />
        ),
      )}
    </>
  );
}
