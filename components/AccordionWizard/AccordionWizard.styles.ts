import { styled } from 'styled-components';
import { focusRing } from '../internal/styles.js';

export const WizardRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
`;

export const SectionBox = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  &[data-open] {
    border-color: ${({ theme }) => theme.colors.border};
  }
`;

export const SectionHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const HeadingButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${focusRing}
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textDisabled};
  }
`;

export const SectionNumber = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 2px solid currentColor;
  font-size: ${({ theme }) => theme.typography.size.sm};
  [data-status='complete'] & {
    border-color: ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.onSemantic};
  }
  [data-status='open'] & {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const HeadingText = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const HeadingSummary = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Chevron = styled.span`
  flex: none;
  display: inline-flex;
  transition: transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
`;

export const SectionPanel = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.lg}`};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  /*
   * react-aria's disclosure marks a closed panel hidden="until-found"; it is removed from the page
   * altogether, so its fields leave the tab order in every browser and test driver (find in page
   * cannot open a section the wizard may keep locked).
   */
  &[hidden] {
    display: none;
  }
`;

/** Why the last save of a section failed (announced: role="alert"). */
export const SectionFailure = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const SectionActions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The submit area that floats at the bottom of the viewport (or scroll container) in review mode. */
export const ReviewBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;

export const ReviewMessage = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};
`;
