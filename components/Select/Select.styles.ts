import { styled } from 'styled-components';

/** The button that shows the chosen option and opens the list; it looks like the other fields. */
export const SelectTrigger = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.md};
  text-align: start;
  cursor: pointer;
  outline: none;
  transition: border-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  &[data-hovered] {
    border-color: ${({ theme }) => theme.colors.text};
  }
  &[data-focus-visible],
  &[data-open] {
    border-color: ${({ theme }) => theme.colors.focusRing};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.focusRing};
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[data-invalid][data-focus-visible] {
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-color: ${({ theme }) => theme.colors.borderSubtle};
    color: ${({ theme }) => theme.colors.textDisabled};
    cursor: not-allowed;
  }
`;

export const SelectValue = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const ScrollableList = styled.div`
  overflow-y: auto;
  max-height: min(var(--available-height, 320px), 320px);
`;
