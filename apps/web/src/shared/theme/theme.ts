import { createTheme } from '@mui/material/styles';
import { Z_DIALOG } from '../config/app';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

/** Spec §9 primary colour and breakpoints; DESIGN §2 light/dark/system through CSS variables. */
export const PRIMARY = '#2BC196';

export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: PRIMARY, contrastText: '#fff' },
        background: { default: '#F4F6F8', paper: '#fff' },
      },
    },
    dark: {
      palette: {
        primary: { main: PRIMARY, contrastText: '#fff' },
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
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
  },
});
