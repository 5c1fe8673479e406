import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import classes from './theme.module.css';

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
    // A link is told from the text around it by its underline, not by its colour alone: in dark, the orange link
    // cannot reach 3:1 against the light grey text and 4.5:1 against the background at once (axe: link-in-text-block).
    Anchor: { defaultProps: { underline: 'always' } },
    // …and in an alert it takes the alert's text colour (the orange is 4.19:1 on a light blue alert)
    Alert: { classNames: { message: classes.alertMessage } },
    // A status badge shows its whole text ("Sans abonnement"), its column grows instead of cutting it.
    Badge: { styles: { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible' } } },
    Avatar: { defaultProps: { color: 'brand' } },
    // Every dialog's close button gets a name (axe: button-name), including confirm and image preview.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Fermer' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Fermer' } } },
    // Chart value axes wide enough for an amount (« 12 000,00 € »): recharts' 60 px cut « 1 500,00 € » to « 500,00 € ».
    // A chart that sets its own yAxisProps replaces this.
    ...Object.fromEntries(
      ['AreaChart', 'BarChart', 'CompositeChart', 'LineChart'].map((chart) => [chart, { defaultProps: { yAxisProps: { width: 90 } } }]),
    ),
    // A clearable date field's clear button gets a name too (axe: button-name)
    DatePickerInput: { defaultProps: { clearButtonProps: { 'aria-label': 'Effacer la date' } } },
    DateInput: { defaultProps: { clearButtonProps: { 'aria-label': 'Effacer la date' } } },
  },
});

/**
 * Contrast (axe, WCAG AA 4.5:1): dimmed text, light-variant text, errors and coloured text (`c="red"`, `c="green"`, `c="blue"`:
 * Mantine's `--mantine-color-<name>-text`) darker than Mantine's defaults in light, lighter in dark. Text takes the
 * colour without a shade, so one name reads in both themes (a fixed shade like `red.9` is 2.8:1 on the dark background).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-brand-light-color': '#9a3412',
    '--mantine-primary-color-light-color': '#9a3412',
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    // Mantine's green 9 (#2b8a3e) is 4.4:1 on white
    '--mantine-color-green-text': '#1f7a35',
    '--mantine-color-blue-text': 'var(--mantine-color-blue-9)',
  },
  dark: {
    '--mantine-color-dimmed': '#a6a7ab',
    // Mantine's red 8 is 2.7:1 on the dark background
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
