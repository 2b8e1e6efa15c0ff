import { styled } from 'styled-components';

export const SwitchLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 24px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  cursor: pointer;
  overflow-wrap: anywhere;
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textDisabled};
    cursor: not-allowed;
  }
`;

/** The drawn track and thumb; the real input (role="switch") is visually hidden. */
export const SwitchTrack = styled.span`
  flex: none;
  position: relative;
  width: 36px;
  height: 20px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.surface};
    transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }
  [data-selected] > & {
    background: ${({ theme }) => theme.colors.primary};
  }
  [data-selected] > &::after {
    transform: translateX(16px);
  }
  [data-focus-visible] > & {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  [data-disabled] > & {
    background: ${({ theme }) => theme.colors.borderSubtle};
  }
`;
