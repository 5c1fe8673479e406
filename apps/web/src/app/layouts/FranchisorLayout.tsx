import { franchisorMenu } from '@fitfit/contracts';
import { Button } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRestaurantFilter } from '../../modules/franchisor';
import { WHOLE_NETWORK_LABEL } from '../session/chooseRestaurant';
import { useSession } from '../session/store';
import { AppFrame } from './AppFrame';
import { AreaSidebar } from './AreaSidebar';

export const FranchisorSidebar = () => <AreaSidebar root="/franchisor/dashboard" menu={franchisorMenu} />;

/**
 * Franchisor layout (SPEC §2): top-bar button "Tous les restaurants" to /. The current-restaurant button names the
 * screens' choice, the one their restaurant filter shows (« Tout le réseau » for the whole network).
 */
export const FranchisorLayout = ({ children }: { children: ReactNode }) => {
  const { restaurantId, chosen } = useRestaurantFilter();
  const currentName = useSession((s) => s.currentRestaurant?.name);
  return (
    <AppFrame
      brandLink="/franchisor/dashboard"
      brandInSidebar
      sidebar={<FranchisorSidebar />}
      restaurantLabel={restaurantId ? (chosen?.name ?? currentName) : WHOLE_NETWORK_LABEL}
      topBarExtra={
        <Button component={Link} to="/" variant="subtle" leftSection={<IconBuildingCommunity size={16} />} visibleFrom="sm">
          Tous les restaurants
        </Button>
      }
    >
      {children}
    </AppFrame>
  );
};
