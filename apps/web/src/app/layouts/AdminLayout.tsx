import { adminMenu } from '@fitfit/contracts';
import type { ReactNode } from 'react';
import { usePickerOffersNetwork, WHOLE_NETWORK_LABEL } from '../session/chooseRestaurant';
import { useSession } from '../session/store';
import { AppFrame } from './AppFrame';
import { AreaSidebar } from './AreaSidebar';
import { FranchisorSidebar } from './FranchisorLayout';

/** Admin layout (SPEC §2); the franchisor reaches the restaurant chooser here with its own menu. */
export const AdminLayout = ({ children }: { children: ReactNode }) => {
  const role = useSession((s) => s.currentUser?.role);
  // the franchisor choosing for its network screens: the top bar names the same choice as the picker
  const offersNetwork = usePickerOffersNetwork();
  const wholeNetwork = useSession((s) => s.wholeNetwork) && offersNetwork;
  return (
    <AppFrame
      brandLink="/admin/dashboard"
      brandInSidebar
      restaurantLabel={wholeNetwork ? WHOLE_NETWORK_LABEL : undefined}
      sidebar={role === 'franchisor' ? <FranchisorSidebar /> : <AreaSidebar root="/admin/dashboard" menu={adminMenu} />}
    >
      {children}
    </AppFrame>
  );
};
