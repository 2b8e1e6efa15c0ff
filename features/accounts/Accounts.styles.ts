import { styled } from 'styled-components';

/**
 * The balances strip: one card per currency, every card in sight — they wrap onto more rows rather than
 * scroll sideways out of view (a hidden sideways scroll showed 3 of 10 currencies with no sign of the rest).
 */
/** A card of the account page: the available balance, a funding account. */
export const AccountCard = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  & > h2,
  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
  }
`;

/** The available balance's amount. */
export const BalanceAmount = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

/** A grid cell holding two lines on a phone: the main value over its detail. */
export const StackedCell = styled.span<{ $align?: 'start' | 'end' }>`
  display: inline-grid;
  gap: ${({ theme }) => theme.space.xxs};
  justify-items: ${({ $align }) => ($align === 'end' ? 'end' : 'start')};
  white-space: normal;
`;

/** The second, quieter line of a stacked cell. */
export const CellDetail = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;
