import { styled } from 'styled-components';

/** One panel of the Organization Setup tab (Billing Address, Departments, Locations, Threshold). */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const PanelText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-line;

  &[data-empty] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Links to the pages beside a tab (the bank pages under Bank Account Integration), one after the other. */
export const PageLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
`;
