import type { ReactNode } from 'react';
import { AppFrame } from './AppFrame';
import { MainSidebar } from './MainSidebar';

/** Restaurateur layout (SPEC §2). */
export const MainLayout = ({ children }: { children: ReactNode }) => (
  <AppFrame brandLink="/" sidebar={<MainSidebar />}>
    {children}
  </AppFrame>
);
