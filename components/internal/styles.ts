import { css } from 'styled-components';

/** Visible focus indicator for `[data-focus-visible]` elements (keyboard focus only). */
export const focusRing = css`
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
