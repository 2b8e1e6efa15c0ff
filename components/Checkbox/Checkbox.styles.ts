import { styled } from 'styled-components';

export const CheckboxRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 24px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  cursor: pointer;
  overflow-wrap: anywhere;
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textDisabled};
    cursor: not-allowed;
  }
`;

/** The drawn box; the real input is visually hidden next to it. */
export const CheckboxBox = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  margin-top: 2px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onPrimary};
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  [data-hovered] > & {
    border-color: ${({ theme }) => theme.colors.text};
  }
  [data-selected] > &,
  [data-indeterminate] > & {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  [data-invalid] > & {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  [data-focus-visible] > & {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  [data-disabled] > & {
    border-color: ${({ theme }) => theme.colors.borderSubtle};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textDisabled};
  }
`;

export const CheckboxMessage = styled.div`
  padding-inline-start: 26px;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  &[data-error] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
