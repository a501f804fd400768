import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's palettes with shades 8 and 9 darkened (shade 9 is a light variant's text on shade 1, shade
 * 8 is filled, outline, anchor and `c="red"` text): white text on them, and they on white, gray.0 and
 * shade 0/1, reach the 4.5:1 contrast of WCAG AA. Shades 0–7 are Mantine's own.
 */
const darkened = (name: 'red' | 'orange' | 'teal' | 'yellow', shade8: string, shade9: string): MantineColorsTuple => {
  const [s0, s1, s2, s3, s4, s5, s6, s7] = DEFAULT_THEME.colors[name]!;
  return [s0, s1, s2, s3, s4, s5, s6, s7, shade8, shade9];
};

export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: 8,
  colors: {
    // green 6–7 are Mantine's 7–8, so the scale still steps evenly into the darker 8 and 9
    green: [
      '#ebfbee',
      '#d3f9d8',
      '#b2f2bb',
      '#8ce99a',
      '#69db7c',
      '#51cf66',
      '#37b24d',
      '#2f9e44',
      '#237a36',
      '#1b5e2a',
    ],
    red: darkened('red', '#c52222', '#a61b1b'),
    orange: darkened('orange', '#b84a0c', '#963c0a'),
    teal: darkened('teal', '#087556', '#075e46'),
    // yellow stays bright when filled (autoContrast writes black on it); its light variant's text is dark amber
    yellow: darkened('yellow', '#f08c00', '#8f5300'),
  },
  // black text on light filled colours (yellow), white on dark ones
  autoContrast: true,
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
  // Plain objects rather than Modal.extend(…): importing the components would put them on the sign-in page.
  components: {
    // the × of a dialog gets a name; not 'Close', which the dialogs' own Close buttons carry
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } },
    // a dialog's title bar is a plain box: Mantine's <header> reads as a banner landmark to some
    // assistive technology, a second banner inside the dialog
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // a table wider than a phone scrolls sideways: its viewport takes the focus so the keyboard can scroll it
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  },
});

/** Dimmed text and error messages in shades that read at 4.5:1 on white and on the gray.0 page. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
