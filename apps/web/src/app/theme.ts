import { createTheme } from '@mantine/core';

/** Breakpoints follow SPEC §4: sm = 768 px, md = 1460 px. */
export const theme = createTheme({
  primaryColor: 'orange',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  breakpoints: { xs: '36em', sm: '48em', md: '91.25em', lg: '100em', xl: '120em' },
  components: {
    NavLink: { defaultProps: { variant: 'light' } },
  },
});
