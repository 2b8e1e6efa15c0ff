/**
 * Design tokens of spend-ui. Components read them through the styled-components theme;
 * nothing in a component names a literal colour, size or duration.
 */

/** Colour palette. Every text/background pair listed in `contrastPairs` is checked by a unit test. */
export const colors = {
  /** Brand dark blue: primary actions, links, selected states. */
  primary: '#0B2A5B',
  primaryHover: '#163F80',
  primaryPressed: '#061B3D',
  primarySubtle: '#E6ECF7',
  onPrimary: '#FFFFFF',
  /** Brand purple: secondary emphasis, highlights. */
  secondary: '#5B2BB5',
  secondaryHover: '#4A2096',
  secondarySubtle: '#F0EAFB',
  onSecondary: '#FFFFFF',

  background: '#F5F7FA',
  surface: '#FFFFFF',
  surfaceMuted: '#EEF1F5',
  surfaceInverse: '#16202E',
  onSurfaceInverse: '#FFFFFF',

  text: '#16202E',
  textMuted: '#4A5668',
  /** Disabled text is exempt from WCAG contrast but kept readable. */
  textDisabled: '#8792A2',
  link: '#1746A2',

  /** Borders of inputs and controls: UI contrast ≥ 3:1 against surface. */
  border: '#7A8699',
  /** Decorative dividers (not a control boundary). */
  borderSubtle: '#D9DEE5',
  focusRing: '#1F6FEB',
  overlay: 'rgba(14, 22, 36, 0.55)',

  success: '#1B6E36',
  successSubtle: '#E5F4EA',
  warning: '#8A4B00',
  warningSubtle: '#FDF1DC',
  danger: '#B42318',
  dangerHover: '#931C13',
  dangerSubtle: '#FCE9E7',
  info: '#0F5BA7',
  infoSubtle: '#E3F0FC',
  onSemantic: '#FFFFFF',
} as const;

export type ColorToken = keyof typeof colors;

/** Foreground/background pairs that must meet WCAG 2.2 contrast: 4.5:1 for text, 3:1 for UI. */
export const contrastPairs: ReadonlyArray<{
  foreground: ColorToken;
  background: ColorToken;
  use: 'text' | 'ui';
}> = [
  { foreground: 'text', background: 'surface', use: 'text' },
  { foreground: 'text', background: 'background', use: 'text' },
  { foreground: 'text', background: 'surfaceMuted', use: 'text' },
  { foreground: 'textMuted', background: 'surface', use: 'text' },
  { foreground: 'textMuted', background: 'background', use: 'text' },
  { foreground: 'textMuted', background: 'surfaceMuted', use: 'text' },
  { foreground: 'link', background: 'surface', use: 'text' },
  { foreground: 'link', background: 'background', use: 'text' },
  { foreground: 'onPrimary', background: 'primary', use: 'text' },
  { foreground: 'onPrimary', background: 'primaryHover', use: 'text' },
  { foreground: 'onPrimary', background: 'primaryPressed', use: 'text' },
  { foreground: 'primary', background: 'primarySubtle', use: 'text' },
  { foreground: 'primary', background: 'surface', use: 'text' },
  { foreground: 'onSecondary', background: 'secondary', use: 'text' },
  { foreground: 'onSecondary', background: 'secondaryHover', use: 'text' },
  { foreground: 'secondary', background: 'secondarySubtle', use: 'text' },
  { foreground: 'secondary', background: 'surface', use: 'text' },
  { foreground: 'onSurfaceInverse', background: 'surfaceInverse', use: 'text' },
  { foreground: 'success', background: 'surface', use: 'text' },
  { foreground: 'success', background: 'successSubtle', use: 'text' },
  { foreground: 'warning', background: 'surface', use: 'text' },
  { foreground: 'warning', background: 'warningSubtle', use: 'text' },
  { foreground: 'danger', background: 'surface', use: 'text' },
  { foreground: 'danger', background: 'dangerSubtle', use: 'text' },
  { foreground: 'info', background: 'surface', use: 'text' },
  { foreground: 'info', background: 'infoSubtle', use: 'text' },
  { foreground: 'onSemantic', background: 'success', use: 'text' },
  { foreground: 'onSemantic', background: 'warning', use: 'text' },
  { foreground: 'onSemantic', background: 'danger', use: 'text' },
  { foreground: 'onSemantic', background: 'dangerHover', use: 'text' },
  { foreground: 'onSemantic', background: 'info', use: 'text' },
  { foreground: 'border', background: 'surface', use: 'ui' },
  { foreground: 'border', background: 'background', use: 'ui' },
  { foreground: 'focusRing', background: 'surface', use: 'ui' },
  { foreground: 'focusRing', background: 'background', use: 'ui' },
  { foreground: 'primary', background: 'background', use: 'ui' },
  { foreground: 'danger', background: 'background', use: 'ui' },
];

/** Spacing scale in px, 4 px grid. */
export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

/** A step of the spacing scale, by name (the layout pieces' `gap` props take one). */
export type SpaceToken = keyof typeof space;

export const radii = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  pill: '999px',
  round: '50%',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(14, 22, 36, 0.08)',
  md: '0 4px 12px rgba(14, 22, 36, 0.12)',
  lg: '0 12px 32px rgba(14, 22, 36, 0.18)',
} as const;

export const typography = {
  fontFamily: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  monoFamily: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  size: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '22px',
    xxl: '28px',
    display: '36px',
  },
  weight: {
    regular: 400,
    medium: 500,
    semibold: 600,
    bold: 700,
  },
  lineHeight: {
    tight: 1.2,
    normal: 1.5,
  },
} as const;

/** A step of the type scale, by name (Text's and Heading's `size`). */
export type FontSizeToken = keyof typeof typography.size;
/** A font weight, by name. */
export type FontWeightToken = keyof typeof typography.weight;
/** A line height, by name. */
export type LineHeightToken = keyof typeof typography.lineHeight;
/** A corner radius, by name (Surface's `radius`). */
export type RadiusToken = keyof typeof radii;

/** Stacking layers, lowest first. */
export const zIndex = {
  base: 0,
  sticky: 100,
  dropdown: 1000,
  /** Kept for apps' own side panels; the kit's Drawer shares `modal` with Dialog, so the last opened is on top. */
  drawer: 1100,
  modal: 1200,
  popover: 1300,
  toast: 1400,
  tooltip: 1500,
} as const;

/** Durations in ms before reduced motion is applied (see `motion`). */
export const motionDurationsMs = {
  fast: 120,
  normal: 200,
  slow: 320,
} as const;

/**
 * Motion durations as CSS values. They read custom properties that `GlobalStyles` sets to 0ms
 * under `prefers-reduced-motion: reduce`; the fallback applies where GlobalStyles is absent.
 */
export const motion = {
  fast: `var(--spend-motion-fast, ${motionDurationsMs.fast}ms)`,
  normal: `var(--spend-motion-normal, ${motionDurationsMs.normal}ms)`,
  slow: `var(--spend-motion-slow, ${motionDurationsMs.slow}ms)`,
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** Viewport breakpoints (min-width, px). */
export const breakpoints = {
  sm: 480,
  md: 768,
  lg: 1024,
  xl: 1280,
} as const;

/** Media queries built from the breakpoints, for use inside styled-components templates. */
export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  belowMd: `@media (max-width: ${breakpoints.md - 1}px)`,
  belowLg: `@media (max-width: ${breakpoints.lg - 1}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const theme = {
  colors,
  space,
  radii,
  shadows,
  typography,
  zIndex,
  motion,
  breakpoints,
  media,
} as const;

export type SpendTheme = typeof theme;
