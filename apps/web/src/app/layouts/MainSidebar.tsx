import { type MemberAccess, type MenuItem, mainNavigation, matchesPrefix, type NavModule, type Role } from '@fitfit/contracts';
import { Button, Divider, Group, NavLink, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconChevronRight, IconLayoutDashboard } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { NavIcon } from '../icons';
import { useSession } from '../session/store';
import { MenuTree } from './MenuTree';
import { useIntranetUnread } from './useIntranetUnread';

const leadsTo = (items: MenuItem[], pathname: string): boolean =>
  items.some((i) => (i.path !== undefined && matchesPrefix(pathname, i.path)) || leadsTo(i.children ?? [], pathname));

/** The module of a path: by prefix, else the module whose menu leads there (a shared page, e.g. recipes). */
const moduleOf = (modules: NavModule[], pathname: string) =>
  modules.find((m) => matchesPrefix(pathname, m.prefix) || (m.code_name === 'fitfit_pnl' && pathname === '/')) ??
  modules.find((m) => pathname !== '/' && leadsTo(m.menus, pathname));

// "On /, the first module opens once" (SPEC §2): once per page load.
let firstModuleOpened = false;

/** Two-level sidebar: level 1 lists the modules held, level 2 a module's menus with a back header. */
export function MainSidebar() {
  const user = useSession((s) => s.currentUser);
  const { pathname } = useLocation();
  const heldKey = user?.current_fitfit_module_restaurants.map((m) => m.code_name).join(',') ?? '';
  const role: Role = user?.role ?? 'restorer';
  const access: MemberAccess | null = user?.restaurant?.access ?? null;
  // Memoised on the modules held and who looks: `active` must keep its identity between renders (the effect below).
  const modules = useMemo(() => mainNavigation(heldKey ? heldKey.split(',') : [], { role, access }), [heldKey, role, access]);
  const [selected, setSelected] = useState<string | null>(() => {
    if (pathname === '/' && !firstModuleOpened && modules[0]) {
      firstModuleOpened = true;
      return modules[0].key;
    }
    return moduleOf(modules, pathname)?.key ?? null;
  });
  const active = moduleOf(modules, pathname);
  useEffect(() => {
    if (pathname !== '/' && active) setSelected(active.key);
  }, [pathname, active]);
  const current = modules.find((m) => m.key === selected);
  // the intranet's unread announcements, on its feed's entry (docs/intranet.md)
  const unread = useIntranetUnread(user?.restaurant?.id ?? null, heldKey.includes('fitfit_intranet') && access !== 'accountant');

  return (
    <Stack h="100%" gap="xs">
      <ScrollArea style={{ flex: 1 }} type="auto">
        {current ? (
          <Stack gap={4}>
            <UnstyledButton onClick={() => setSelected(null)} aria-label={`${current.title} : retour aux modules`} py={6} px="xs">
              <Group gap="xs">
                <IconArrowLeft size={18} />
                <Text fw={700}>{current.title}</Text>
              </Group>
            </UnstyledButton>
            <Divider mb={4} />
            <MenuTree items={current.menus} counts={current.key === 'intranet' ? { intranet: unread } : undefined} />
          </Stack>
        ) : (
          <Stack gap={4}>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed" px="xs" py={6}>
              Modules
            </Text>
            {modules.length === 0 && (
              <Text size="sm" c="dimmed" px="xs">
                Aucun module actif pour ce restaurant.
              </Text>
            )}
            {modules.map((m) => (
              <NavLink
                key={m.key}
                component="button"
                label={m.title}
                leftSection={<NavIcon name={m.icon} />}
                rightSection={<IconChevronRight size={14} />}
                active={active?.key === m.key}
                onClick={() => setSelected(m.key)}
              />
            ))}
          </Stack>
        )}
      </ScrollArea>
      {user?.role === 'admin' && (
        <Button component={Link} to="/admin/dashboard" variant="light" leftSection={<IconLayoutDashboard size={16} />}>
          Dashboard Admin
        </Button>
      )}
      {user?.role === 'franchisor' && (
        <Button component={Link} to="/franchisor/dashboard" variant="light" leftSection={<IconLayoutDashboard size={16} />}>
          Dashboard Franchisseur
        </Button>
      )}
    </Stack>
  );
}
