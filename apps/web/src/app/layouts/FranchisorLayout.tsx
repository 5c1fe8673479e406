import { franchisorMenu } from '@fitfit/contracts';
import { Button } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppFrame } from './AppFrame';
import { AreaSidebar } from './AreaSidebar';

export const FranchisorSidebar = () => <AreaSidebar root="/franchisor/dashboard" menu={franchisorMenu} />;

/** Franchisor layout (SPEC §2): top-bar button "Tous les restaurants" to /. */
export const FranchisorLayout = ({ children }: { children: ReactNode }) => (
  <AppFrame
    brandLink="/franchisor/dashboard"
    brandInSidebar
    sidebar={<FranchisorSidebar />}
    topBarExtra={
      <Button component={Link} to="/" variant="subtle" leftSection={<IconBuildingCommunity size={16} />} visibleFrom="sm">
        Tous les restaurants
      </Button>
    }
  >
    {children}
  </AppFrame>
);
