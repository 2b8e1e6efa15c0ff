import { styled } from 'styled-components';
import { InputBox } from '../internal/field.styles.js';

export const ChipsBox = styled(InputBox)`
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
`;

export const ChipList = styled.ul`
  display: contents;
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: 100%;
  padding-inline-start: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.size.sm};
  overflow-wrap: anywhere;
`;

export const ChipRemove = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 24px;
  height: 24px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 0;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const ComboInput = styled.input`
  flex: 1;
  min-width: 8ch;
  border: 0;
  outline: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.md};
  padding: ${({ theme }) => theme.space.xs};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const ListPopover = styled.div`
  z-index: ${({ theme }) => theme.zIndex.popover};
  max-height: 280px;
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
`;

export const Option = styled.li`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[data-focused] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Empty = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;
