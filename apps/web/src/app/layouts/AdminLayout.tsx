import { adminMenu } from '@fitfit/contracts';
import type { ReactNode } from 'react';
import { useSession } from '../session/store';
import { AppFrame } from './AppFrame';
import { AreaSidebar } from './AreaSidebar';
import { FranchisorSidebar } from './FranchisorLayout';

/** Admin layout (SPEC §2); the franchisor reaches the restaurant chooser here with its own menu. */
export const AdminLayout = ({ children }: { children: ReactNode }) => {
  const role = useSession((s) => s.currentUser?.role);
  return (
    <AppFrame
      brandLink="/admin/dashboard"
      brandInSidebar
      sidebar={role === 'franchisor' ? <FranchisorSidebar /> : <AreaSidebar root="/admin/dashboard" menu={adminMenu} />}
    >
      {children}
    </AppFrame>
  );
};
