import { styled } from 'styled-components';
import { tileSurface } from '../Tile/Tile.styles.js';

export const TilesRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const TilesLabel = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.text};
`;

export const TilesGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  &[data-orientation='vertical'] {
    grid-template-columns: 1fr;
  }
`;

export const TileLabel = styled.label`
  ${tileSurface}
  position: relative;
`;

export const CheckMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 20px;
  height: 20px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  [data-selected] > & {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 4px ${({ theme }) => theme.colors.surface};
    background: ${({ theme }) => theme.colors.primary};
  }
  [data-disabled] > & {
    border-color: ${({ theme }) => theme.colors.borderSubtle};
  }
`;
