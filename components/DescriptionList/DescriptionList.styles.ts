import { css, styled } from 'styled-components';
import type { SpaceToken } from '../theme/tokens.js';
import type { DescriptionListLayout } from './DescriptionList.js';

export interface DescriptionListStyleProps {
  $layout: DescriptionListLayout;
  $termColumn: string;
  $valueColumn: string;
  $rowGap: SpaceToken;
  $columnGap: SpaceToken;
  $valueAlign: 'start' | 'end';
  $valueWeight: 'regular' | 'medium';
  $valueWrap: 'anywhere' | 'words';
}

const columns = css<DescriptionListStyleProps>`
  display: grid;
  grid-template-columns: ${({ $termColumn, $valueColumn }) => `${$termColumn} ${$valueColumn}`};
  gap: ${({ theme, $rowGap, $columnGap }) => `${theme.space[$rowGap]} ${theme.space[$columnGap]}`};
  & > div {
    display: contents;
  }
`;

const responsive = css<DescriptionListStyleProps>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme, $rowGap, $columnGap }) => `${theme.space[$rowGap]} ${theme.space[$columnGap]}`};
  & > div {
    display: contents;
  }
  & dd {
    margin-block-end: ${({ theme }) => theme.space.sm};
    min-width: 0;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: ${({ $termColumn, $valueColumn }) => `${$termColumn} ${$valueColumn}`};
    & dd {
      margin-block-end: 0;
    }
  }
`;

const stacked = css<DescriptionListStyleProps>`
  display: grid;
  gap: ${({ theme, $rowGap }) => theme.space[$rowGap]};
  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
  }
  & dt {
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const tiles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  & > div {
    min-width: 200px;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  & dt {
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  && dd {
    margin-block-start: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.size.xl};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    overflow-wrap: normal;
  }
`;

const layouts = { columns, responsive, stacked, tiles } as const;

export const DescriptionListRoot = styled.dl<DescriptionListStyleProps>`
  margin: 0;
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    ${({ $valueWrap }) => ($valueWrap === 'anywhere' ? 'overflow-wrap: anywhere;' : '')}
    ${({ $valueAlign }) => ($valueAlign === 'end' ? 'text-align: end;' : '')}
    font-weight: ${({ theme, $valueWeight }) => theme.typography.weight[$valueWeight]};
  }
  ${({ $layout }) => layouts[$layout]}
`;
