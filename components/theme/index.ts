export {
  theme,
  colors,
  contrastPairs,
  space,
  radii,
  shadows,
  typography,
  zIndex,
  motion,
  motionDurationsMs,
  breakpoints,
  media,
} from './tokens.js';
export type { SpendTheme, ColorToken } from './tokens.js';
export { ThemeProvider } from './ThemeProvider.js';
export type { ThemeProviderProps } from './ThemeProvider.js';
export { GlobalStyles } from './GlobalStyles.js';
export { contrastRatio, relativeLuminance } from './contrast.js';
