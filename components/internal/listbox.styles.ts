import { styled } from 'styled-components';

/**
 * Where a combobox's popover mounts, in the same commit as the open state (react-aria keeps it visible
 * to assistive technology and counts it as inside the field); it takes no box of its own.
 */
export const PopupRoot = styled.div`
  display: contents;
`;

/** The floating panel that holds a listbox (Select, ComboBox), positioned by floating-ui. */
export const ListBoxPopover = styled.div`
  z-index: ${({ theme }) => theme.zIndex.popover};
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const ListBoxList = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  outline: none;
`;

export const ListBoxOption = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 36px;
  box-sizing: border-box;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  cursor: pointer;
  outline: none;
  overflow-wrap: anywhere;
  &[data-focused] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primary};
  }
  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focusRing};
  }
  &[data-selected] {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textDisabled};
    cursor: not-allowed;
  }
`;

/** The row a list shows while its code is still on the way. */
export const ListLoadingRow = styled.div`
  display: flex;
  align-items: center;
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** Option text grows; the selected check sits at the end. */
export const OptionLabel = styled.span`
  flex: 1;
  min-width: 0;
`;

export const OptionCheck = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.colors.primary};
`;

/** The chevron button at the end of a ComboBox or Select trigger. */
export const ChevronSlot = styled.span`
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
