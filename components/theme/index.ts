export { theme, colors, space, radii, shadows, typography, zIndex, motion, breakpoints, media } from './tokens.js';
export type {
  SpendTheme,
  ColorToken,
  SpaceToken,
  FontSizeToken,
  FontWeightToken,
  LineHeightToken,
  RadiusToken,
} from './tokens.js';
export { ThemeProvider } from './ThemeProvider.js';
export type { ThemeProviderProps } from './ThemeProvider.js';
export { GlobalStyles } from './GlobalStyles.js';
