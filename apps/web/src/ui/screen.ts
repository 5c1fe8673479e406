import { BREAKPOINT_MD, BREAKPOINT_SM } from '@fitfit/contracts';
import { useMediaQuery } from '@mantine/hooks';

export type ScreenSize = 'sm' | 'md' | 'lg';

/** sm under 768 px, md under 1460 px, lg otherwise (SPEC §4). */
export const useScreenSize = (): ScreenSize => {
  const sm = useMediaQuery(`(max-width: ${BREAKPOINT_SM - 0.02}px)`, window.innerWidth < BREAKPOINT_SM);
  const md = useMediaQuery(`(max-width: ${BREAKPOINT_MD - 0.02}px)`, window.innerWidth < BREAKPOINT_MD);
  return sm ? 'sm' : md ? 'md' : 'lg';
};
