import { FOOTER_HEIGHT, HEADER_HEIGHT, SIDEBAR_WIDTH } from '@fitfit/contracts';
import { AppShell, Overlay } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PlayerBar, PlayerSpacer } from '../../modules/music';
import { useScreenSize } from '../../ui/screen';
import { DeferredQuickSearch } from '../QuickSearch';
import { Footer } from './Footer';
import { MAIN_ID, SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

interface Props {
  brandLink: string;
  brandInSidebar?: boolean;
  sidebar?: ReactNode;
  topBarExtra?: ReactNode;
  restaurantLabel?: string;
  children: ReactNode;
}

/**
 * Frame shared by the four layouts: header 70 px, sidebar 300 px, footer 50 px (SPEC §9). The sidebar
 * is open by default except on small screens, resets on size change, and on small screens closes on an
 * overlay click or a navigation (SPEC §4).
 */
export function AppFrame({ brandLink, brandInSidebar, sidebar, topBarExtra, restaurantLabel, children }: Props) {
  const size = useScreenSize();
  const [opened, setOpened] = useState(size !== 'sm');
  const { pathname } = useLocation();
  useEffect(() => setOpened(size !== 'sm'), [size]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (pathname change) closes the sidebar on small screens
  useEffect(() => {
    if (size === 'sm') setOpened(false);
  }, [pathname, size]);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      footer={{ height: FOOTER_HEIGHT }}
      navbar={sidebar ? { width: SIDEBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !opened, desktop: !opened } } : undefined}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <TopBar
          brandLink={brandLink}
          brandInSidebar={brandInSidebar}
          sidebarOpened={sidebar ? opened : undefined}
          onToggleSidebar={() => setOpened((o) => !o)}
          extra={topBarExtra}
          restaurantLabel={restaurantLabel}
        />
      </AppShell.Header>
      {sidebar && (
        <AppShell.Navbar p="sm" maw={size === 'sm' ? SIDEBAR_WIDTH : undefined} aria-label="Navigation principale">
          {sidebar}
        </AppShell.Navbar>
      )}
      {sidebar && size === 'sm' && opened && <Overlay fixed zIndex={99} opacity={0.4} onClick={() => setOpened(false)} />}
      <AppShell.Main id={MAIN_ID}>
        {children}
        <PlayerSpacer />
      </AppShell.Main>
      <AppShell.Footer>
        <Footer />
      </AppShell.Footer>
      <DeferredQuickSearch />
      <PlayerBar />
    </AppShell>
  );
}
