import type { ReactNode } from 'react';
import { AppFrame } from './AppFrame';

/** Seller layout (SPEC §2): top bar with the brand link to /, no sidebar. */
export const SellerLayout = ({ children }: { children: ReactNode }) => <AppFrame brandLink="/">{children}</AppFrame>;
