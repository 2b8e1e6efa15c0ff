import { styled, css, keyframes } from 'styled-components';
import { focusRing } from '../internal/styles.js';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

// Only hover and press fade in. A button disabled or enabled again takes its colours at once: a fading
// background under text that changed at once showed white text on the disabled grey (axe color-contrast).
export const StyledButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  cursor: pointer;
  text-decoration: none;
  text-align: center;
  overflow-wrap: anywhere;
  ${focusRing}
  &[data-hovered],
  &[data-pressed] {
    transition:
      background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing},
      border-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }

  &[data-size='sm'] {
    min-height: 32px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  &[data-size='md'] {
    min-height: 40px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  &[data-size='lg'] {
    min-height: 48px;
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  &[data-full-width] {
    width: 100%;
  }

  &[data-variant='primary'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &[data-hovered] {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
    &[data-pressed] {
      background: ${({ theme }) => theme.colors.primaryPressed};
    }
  }
  &[data-variant='secondary'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    &[data-hovered] {
      background: ${({ theme }) => theme.colors.primarySubtle};
    }
  }
  &[data-variant='danger'] {
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onSemantic};
    &[data-hovered] {
      background: ${({ theme }) => theme.colors.dangerHover};
    }
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    &[data-hovered] {
      background: ${({ theme }) => theme.colors.primarySubtle};
    }
  }

  /* An action inside a sentence ("Didn't get the email? Click here to resend"): reads and wraps as text. */
  &[data-variant='link'] {
    display: inline;
    min-height: 0;
    padding: 0;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: transparent;
    color: ${({ theme }) => theme.colors.link};
    font-size: inherit;
    font-weight: inherit;
    line-height: inherit;
    text-align: inherit;
    text-decoration: underline;
    &[data-hovered] {
      color: ${({ theme }) => theme.colors.primaryHover};
    }
    &[data-disabled] {
      background: transparent;
    }
  }

  &[data-disabled] {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textDisabled};
    border-color: ${({ theme }) => theme.colors.borderSubtle};
  }
  &[data-pending] {
    cursor: progress;
  }
`;

export const ButtonContent = styled.span`
  display: inline-flex;
  [data-variant='link'] > & {
    display: inline;
  }
  align-items: center;
  gap: inherit;
  /* Hidden by opacity, not visibility, so the label stays the button's accessible name. */
  [data-pending] > & {
    opacity: 0;
  }
`;

export const PendingIndicator = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  &::after {
    content: '';
    width: 1em;
    height: 1em;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: ${({ theme }) => theme.radii.round};
    animation: ${spin} 0.8s linear infinite;
  }
  ${({ theme }) => css`
    ${theme.media.reducedMotion} {
      &::after {
        animation: none;
        border-right-color: currentColor;
        opacity: 0.6;
      }
    }
  `}
`;
