import { authEndpoints, NO_RESTAURANT_LABEL } from '@fitfit/contracts';
import { ActionIcon, Avatar, Burger, Button, Group, Kbd, Menu, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBuildingStore, IconChevronDown, IconLogout, IconMoon, IconSearch, IconSun, IconUserCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { call } from '../../lib/api-client';
import { fullName, initials } from '../../lib/format';
import { useScreenSize } from '../../ui/screen';
import { quickSearch } from '../QuickSearch';
import { getSession, session, useSession } from '../session/store';
import { Brand } from './Brand';
import { RestaurantMenu, useActingRestaurants } from './RestaurantMenu';

interface Props {
  brandLink: string;
  /** The admin and franchisor sidebars carry the brand: the top bar shows it only when they are hidden. */
  brandInSidebar?: boolean;
  sidebarOpened?: boolean;
  onToggleSidebar(): void;
  extra?: ReactNode;
  /** What the current-restaurant button names instead of the current restaurant (the franchisor's network choice). */
  restaurantLabel?: string;
}

/** Roles whose top bar carries the current-restaurant button (SPEC §2). */
const RESTAURANT_SWITCH_ROLES = ['admin', 'franchisor'];

export function TopBar({ brandLink, brandInSidebar = false, sidebarOpened, onToggleSidebar, extra, restaurantLabel }: Props) {
  const user = useSession((s) => s.currentUser);
  const restaurant = useSession((s) => s.currentRestaurant);
  const scheme = useSession((s) => s.scheme);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const size = useScreenSize();
  // a restaurateur of several restaurants switches from the restaurant's name (RestaurantMenu)
  const acting = useActingRestaurants(user?.role === 'restorer');
  if (!user) return null;
  const several = user.role === 'restorer' && acting.length > 1;
  const name = fullName(user);
  const switcher = RESTAURANT_SWITCH_ROLES.includes(user.role);
  const current = restaurantLabel ?? restaurant?.name ?? NO_RESTAURANT_LABEL;

  const chooseRestaurant = () => {
    // Where the user is going is the URL: a page still loading its chunk (a router transition) has changed it
    // while the rendered location is still the previous page's.
    const { pathname, search } = window.location;
    session.setNextPage(pathname + search, pathname === location.pathname ? location.state : null);
    navigate('/admin/choose-restaurant');
  };
  // Signed out here first: the page goes at once and nothing starts with a token the server is about to revoke (a
  // call sent during the sign-out's round trip came back 401); then the server ends the session.
  const logout = async () => {
    const { token } = getSession();
    // the page's calls still in flight are aborted: sent with the token being revoked, they would come back 401
    await queryClient.cancelQueries();
    session.logout();
    navigate('/login', { replace: true });
    if (token) await call(authEndpoints.logout, { token }).catch(() => undefined);
  };
  // « Mon compte »: the page of every signed-in person (modules/auth/account), in its own layout.
  const openAccount = () => navigate('/account');

  return (
    <Group h="100%" px={size === 'sm' ? 'xs' : 'md'} justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {sidebarOpened !== undefined && (
          <Burger opened={sidebarOpened} onClick={onToggleSidebar} hiddenFrom="sm" size="sm" aria-label="Afficher ou masquer le menu" />
        )}
        {(!brandInSidebar || size === 'sm') && <Brand to={brandLink} compact={size === 'sm'} />}
      </Group>
      <Group gap={size === 'sm' ? 6 : 'xs'} wrap="nowrap">
        {extra}
        {size === 'sm' ? (
          <ActionIcon variant="default" size="lg" onClick={() => quickSearch.open()} aria-label="Rechercher une page">
            <IconSearch size={18} />
          </ActionIcon>
        ) : (
          <Button
            variant="default"
            leftSection={<IconSearch size={16} />}
            rightSection={<Kbd size="xs">Ctrl + K</Kbd>}
            onClick={() => quickSearch.open()}
            c="dimmed"
            fw={400}
          >
            Rechercher une page
          </Button>
        )}
        {switcher && size === 'sm' && (
          <ActionIcon
            variant="light"
            size="lg"
            onClick={chooseRestaurant}
            aria-label={`Restaurant courant : ${current}. Changer de restaurant`}
          >
            <IconBuildingStore size={18} />
          </ActionIcon>
        )}
        {several && <RestaurantMenu restaurants={acting} compact={size === 'sm'} />}
        {switcher && size !== 'sm' && (
          <Button
            variant="light"
            leftSection={<IconBuildingStore size={16} />}
            onClick={chooseRestaurant}
            maw={260}
            aria-label={`Restaurant courant : ${current}. Changer de restaurant`}
          >
            <Text truncate size="sm" fw={500}>
              {current}
            </Text>
          </Button>
        )}
        <Tooltip label={scheme === 'dark' ? 'Thème clair' : 'Thème sombre'}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => session.setScheme(scheme === 'dark' ? 'light' : 'dark')}
            aria-label={scheme === 'dark' ? 'Passer au thème clair' : 'Passer au thème sombre'}
          >
            {scheme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
          </ActionIcon>
        </Tooltip>
        <Menu position="bottom-end" width={240} withinPortal>
          <Menu.Target>
            <UnstyledButton>
              <Group gap={8} wrap="nowrap">
                <Avatar radius="xl" size={36}>
                  {initials(name)}
                </Avatar>
                {size !== 'sm' && (
                  <Text size="sm" fw={500} truncate maw={180}>
                    {switcher || several ? name : (restaurant?.name ?? name)}
                  </Text>
                )}
                <IconChevronDown size={14} aria-hidden />
                <VisuallyHidden>Menu utilisateur</VisuallyHidden>
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>
              <Text size="sm" fw={600} c="var(--mantine-color-text)">
                {name}
              </Text>
              <Text size="xs">{user.email}</Text>
            </Menu.Label>
            <Menu.Divider />
            <Menu.Item leftSection={<IconUserCircle size={16} />} onClick={openAccount}>
              Mon compte
            </Menu.Item>
            <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={logout}>
              Déconnexion
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
