import { createGlobalStyle } from 'styled-components';
import { motionDurationsMs } from './tokens.js';

/**
 * Base document styles: font, colours, box sizing, and the motion custom properties that drop to
 * zero under `prefers-reduced-motion`.
 */
export const GlobalStyles = createGlobalStyle`
  :root {
    --spend-motion-fast: ${motionDurationsMs.fast}ms;
    --spend-motion-normal: ${motionDurationsMs.normal}ms;
    --spend-motion-slow: ${motionDurationsMs.slow}ms;
  }
  @media (prefers-reduced-motion: reduce) {
    :root {
      --spend-motion-fast: 0ms;
      --spend-motion-normal: 0ms;
      --spend-motion-slow: 0ms;
    }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.typography.fontFamily};
    font-size: ${({ theme }) => theme.typography.size.md};
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  button, input, select, textarea { font: inherit; }
  /* A heading's long word ("Withdrawals/Cashback") breaks rather than pushing the page sideways. */
  h1, h2, h3, h4, h5, h6 { overflow-wrap: break-word; }
`;
