import { type MenuItem, matchesPrefix } from '@fitfit/contracts';
import { Badge, NavLink, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { NavIcon } from '../icons';

export const isActivePath = (pathname: string, path: string) => (path === '/' ? pathname === '/' : matchesPrefix(pathname, path));

const containsActive = (item: MenuItem, pathname: string): boolean =>
  (item.path !== undefined && isActivePath(pathname, item.path)) || (item.children ?? []).some((c) => containsActive(c, pathname));

/**
 * Menus with optional children shown as accordions; the active entry is highlighted by path prefix, the longest of
 * its siblings (`/intranet/announcements` rather than `/intranet` too). `counts`: a number shown on an entry (unread).
 */
export function MenuTree({ items, counts = {} }: { items: MenuItem[]; counts?: Record<string, number> }) {
  const { pathname } = useLocation();
  const best = items
    .filter((i) => !i.children && i.path !== undefined && isActivePath(pathname, i.path))
    .reduce<string | undefined>((longest, i) => (!longest || (i.path?.length ?? 0) > longest.length ? i.path : longest), undefined);
  return (
    <>
      {items.map((item) =>
        item.children ? (
          <MenuGroup key={item.key} item={item} startOpened={containsActive(item, pathname)} />
        ) : (
          <NavLink
            key={item.key}
            component={Link}
            to={item.path ?? '/'}
            label={item.title}
            leftSection={<NavIcon name={item.icon} />}
            rightSection={
              counts[item.key] ? (
                <Badge size="sm" circle>
                  {counts[item.key]}
                </Badge>
              ) : undefined
            }
            active={item.path !== undefined && item.path === best}
          />
        ),
      )}
    </>
  );
}

/**
 * A group is a real button (Tab reaches it, Enter and Space open it) that tells assistive technologies
 * whether its entries are shown.
 */
function MenuGroup({ item, startOpened }: { item: MenuItem; startOpened: boolean }) {
  const [opened, setOpened] = useState(startOpened);
  const children = item.children ?? [];
  return (
    <NavLink
      component="button"
      type="button"
      aria-expanded={opened}
      label={item.title}
      leftSection={<NavIcon name={item.icon} />}
      opened={opened}
      onChange={setOpened}
      childrenOffset={28}
    >
      {children.length === 0 ? (
        <Text size="xs" c="dimmed" px="sm" py={6}>
          Aucune entrée
        </Text>
      ) : (
        <MenuTree items={children} />
      )}
    </NavLink>
  );
}
