import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/** FitFit orange, dark enough for white text at 5.2:1 (WCAG AA) on filled buttons, in both themes (shade 7). */
const brand: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#f76707',
  '#e8590c',
  '#c2410c',
  '#9a3412',
  '#7c2d12',
];

/** Breakpoints follow SPEC §4: sm = 768 px, md = 1460 px. */
export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 7 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  breakpoints: { xs: '36em', sm: '48em', md: '91.25em', lg: '100em', xl: '120em' },
  components: {
    NavLink: { defaultProps: { variant: 'light' } },
    // A status badge shows its whole text ("Sans abonnement"), its column grows instead of cutting it.
    Badge: { styles: { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible' } } },
    Avatar: { defaultProps: { color: 'brand' } },
    // Every dialog's close button gets a name (axe: button-name), including confirm and image preview.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Fermer' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Fermer' } } },
    // A clearable date field's clear button gets a name too (axe: button-name)
    DatePickerInput: { defaultProps: { clearButtonProps: { 'aria-label': 'Effacer la date' } } },
    DateInput: { defaultProps: { clearButtonProps: { 'aria-label': 'Effacer la date' } } },
  },
});

/** Contrast: dimmed text and light-variant text darker than Mantine's defaults (axe, WCAG AA 4.5:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-brand-light-color': '#9a3412',
    '--mantine-primary-color-light-color': '#9a3412',
    '--mantine-color-error': '#c92a2a',
  },
  dark: {
    '--mantine-color-dimmed': '#a6a7ab',
  },
});
