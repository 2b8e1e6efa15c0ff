import { css, styled } from 'styled-components';

/** Card surface shared by Tile and RadioTiles. */
export const tileSurface = css`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  text-decoration: none;
  overflow-wrap: anywhere;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing},
    box-shadow ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  &[data-hovered] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  &[data-pressed] {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  &[data-selected] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-disabled] {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-color: ${({ theme }) => theme.colors.borderSubtle};
    color: ${({ theme }) => theme.colors.textDisabled};
    box-shadow: none;
  }
`;

export const TileButton = styled.button`
  ${tileSurface}
`;

export const TileLink = styled.a`
  ${tileSurface}
`;

export const TileIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.colors.primary};
  [data-disabled] > & {
    color: inherit;
  }
`;

export const TileText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  flex: 1;
`;

export const TileTitle = styled.span`
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const TileDescription = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  [data-disabled] & {
    color: inherit;
  }
`;
