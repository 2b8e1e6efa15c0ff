import { styled, css, keyframes } from 'styled-components';

const blink = keyframes`
  50% { opacity: 0; }
`;

/** Holds the slots and, on top of them, the one real input that receives typing and autofill. */
export const SlotGroup = styled.div`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  width: fit-content;
  max-width: 100%;
`;

/** The real input: transparent and stretched over the slots so taps and autofill reach it. */
export const OverlayInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  padding: 0;
  border: 0;
  outline: none;
  background: transparent;
  color: transparent;
  caret-color: transparent;
  font-size: ${({ theme }) => theme.typography.size.md};
  letter-spacing: 2em;
  cursor: text;
  &::selection {
    background: transparent;
    color: transparent;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const Slot = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  flex: 0 1 auto;
  width: 48px;
  min-width: 32px;
  height: 56px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  font-variant-numeric: tabular-nums;
  transition: border-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &[data-invalid] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[data-active] {
    border-color: ${({ theme }) => theme.colors.focusRing};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.focusRing};
  }
  &[data-active][data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-invalid][data-active] {
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-color: ${({ theme }) => theme.colors.borderSubtle};
    color: ${({ theme }) => theme.colors.textDisabled};
  }
`;

/** A drawn caret in the highlighted empty slot, so the user sees where the next digit goes. */
export const FakeCaret = styled.span`
  width: 2px;
  height: 1.2em;
  background: ${({ theme }) => theme.colors.text};
  animation: ${blink} 1s step-end infinite;
  ${({ theme }) => css`
    ${theme.media.reducedMotion} {
      animation: none;
    }
  `}
`;
