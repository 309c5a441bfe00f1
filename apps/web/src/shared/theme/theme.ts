import { createTheme } from '@mui/material/styles';
import { Z_DIALOG } from '../config/app';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

/** Spec §9 primary colour and breakpoints; DESIGN §2 light/dark/system through CSS variables. */
export const PRIMARY = '#2BC196';

/*
 * WCAG 2.1 AA (1.4.3): text needs 4.5:1 against what is behind it. The brand green is 2.3:1 on white, so on a
 * light page text, links and outlines in the primary colour use a darker shade of it (5.7:1 on white, 5.2:1 on
 * a selected row's tint), while green fills keep the brand green itself and carry dark text (6.4:1). On the
 * dark page the brand green is light enough as it is (6.8:1), and fills carry the same dark text.
 */
/** The brand green darkened for text on light surfaces. */
export const PRIMARY_TEXT = '#15745A';
/** Text on a brand-green fill. */
export const ON_PRIMARY = '#0B2E24';
/** The brand fill under the pointer: a step darker, with the same dark text (5.2:1). */
const PRIMARY_HOVER = '#25A882';

export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: PRIMARY_TEXT, light: PRIMARY, dark: '#0F5C47', contrastText: '#fff' },
        // MUI's orange (#ed6c02) is 3.1:1 on white: warning text (chips, alerts) uses a darker orange.
        warning: { main: '#B45309', contrastText: '#fff' },
        background: { default: '#F4F6F8', paper: '#fff' },
      },
    },
    dark: {
      palette: {
        primary: { main: PRIMARY, contrastText: ON_PRIMARY },
        // MUI's dark red (#f44336) is 4.2:1 on the paper; amounts and errors in red need 4.5:1.
        error: { main: '#FF7961', contrastText: 'rgba(0, 0, 0, 0.87)' },
        background: { default: '#141A21', paper: '#1C252E' },
      },
    },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } },
  shape: { borderRadius: 8 },
  // Dialogs sit above the loader overlay (2000); tooltips must show inside dialogs.
  zIndex: { modal: Z_DIALOG, tooltip: Z_DIALOG + 100 },
  typography: {
    fontFamily:
      '"Public Sans", "Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", sans-serif',
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: ({ theme: t }) => ({
          border: `1px solid ${t.vars.palette.divider}`,
          borderRadius: 12,
        }),
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        // Contained primary buttons are the brand green with dark text in both schemes.
        containedPrimary: {
          backgroundColor: PRIMARY,
          color: ON_PRIMARY,
          '&:hover': { backgroundColor: PRIMARY_HOVER },
        },
      },
    },
    // Keyboard focus is a solid ring in the primary colour on everything that can be clicked.
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme: t }) => ({
          '&.Mui-focusVisible': { outline: `2px solid ${t.vars.palette.primary.main}`, outlineOffset: 2 },
        }),
      },
    },
    MuiListItemButton: {
      styleOverrides: {
        root: ({ theme: t }) => ({
          '&.Mui-focusVisible': { outline: `2px solid ${t.vars.palette.primary.main}`, outlineOffset: -2 },
        }),
      },
    },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    // A subtitle is a style, not a heading (MUI maps it to h6, which breaks the page's heading order); a
    // subtitle that is a heading says so with its own `component`.
    MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
  },
});
