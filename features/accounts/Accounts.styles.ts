import { styled } from 'styled-components';

/** The balances strip: one card per currency, scrolling sideways when they do not fit. */
export const StripList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.xs};
  list-style: none;
  overflow-x: auto;
  & > li {
    flex: 0 0 auto;
    min-width: 180px;
  }
`;

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

/** The funding cards side by side where they fit. */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

/** A tab's content: its parts one under another. */
export const TabStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 720px;
`;

/** A fact's value with its copy button. */
export const CopyableValue = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;
