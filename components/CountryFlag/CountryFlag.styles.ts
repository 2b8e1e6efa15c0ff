import { styled } from 'styled-components';
import type { SpendTheme } from '../theme/tokens.js';

export type CountryFlagSize = keyof SpendTheme['typography']['size'];

/** The flag's box, 3:2, reserved at its final size so nothing moves when the image arrives. */
export const FlagBox = styled.span<{ $size: CountryFlagSize }>`
  display: inline-block;
  flex-shrink: 0;
  vertical-align: middle;
  height: ${({ theme, $size }) => theme.typography.size[$size]};
  aspect-ratio: 3 / 2;
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
  line-height: 0;
  &:not([data-loaded]) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.borderSubtle};
  }
  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    /* Keeps white flags (Japan, Cyprus) distinct from a white surface; drawn over the image. */
    outline: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    outline-offset: -1px;
    border-radius: inherit;
  }
`;
