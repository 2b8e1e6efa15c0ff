import { styled } from 'styled-components';

export const MenuList = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  outline: none;
  min-width: 180px;
`;

export const MenuSectionItem = styled.li`
  & + &,
  & + [role='none'] {
    border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    margin-top: ${({ theme }) => theme.space.xs};
    padding-top: ${({ theme }) => theme.space.xs};
  }
`;

export const MenuSectionHeading = styled.span`
  display: block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const MenuGroup = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const MenuItemRow = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  outline: none;
  overflow-wrap: anywhere;

  &[data-variant='danger'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  &[data-focused] {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  &[data-variant='danger'][data-focused] {
    background: ${({ theme }) => theme.colors.dangerSubtle};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textDisabled};
    cursor: not-allowed;
  }
  & > [data-icon] {
    margin-top: 1px;
  }
`;

export const MenuItemText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const MenuItemDescription = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  [data-disabled] & {
    color: ${({ theme }) => theme.colors.textDisabled};
  }
`;
