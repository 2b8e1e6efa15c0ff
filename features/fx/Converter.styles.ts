import type { DescriptionListProps } from 'spend-ui';
import { styled } from 'styled-components';

/** A currency picker beside its amount; stacked when narrow. */
export const AmountRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  @container (max-width: 320px) {
    grid-template-columns: minmax(0, 1fr);
  }
  @media (max-width: 420px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const QuoteLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 32px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** Terms and amounts of a quote (fees, rate, amounts), as a `DescriptionList`: the amounts lined up on the right. */
export const quoteFactsLayout = {
  layout: 'columns',
  termColumn: 'minmax(0, 1fr)',
  valueColumn: 'auto',
  columnGap: 'md',
  valueAlign: 'end',
  valueWeight: 'medium',
} as const satisfies Partial<DescriptionListProps>;

export const Notes = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;
