import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { theme as defaultTheme, type SpendTheme } from './tokens.js';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation must be an interface
  export interface DefaultTheme extends SpendTheme {}
}

export interface ThemeProviderProps {
  children?: ReactNode;
  /** Tokens to use instead of the default spend-ui theme (for example a white-label palette). */
  theme?: SpendTheme;
}

/** Provides the spend-ui tokens to every component below it. Pair it with `GlobalStyles`. */
export function ThemeProvider({ children, theme = defaultTheme }: ThemeProviderProps) {
  return <StyledThemeProvider theme={theme}>{children}</StyledThemeProvider>;
}
