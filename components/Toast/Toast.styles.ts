import { styled, css, keyframes } from 'styled-components';
import { focusRing } from '../internal/styles.js';
import { toneColors } from '../internal/tones.js';
import type { ToastPlacement } from './toastPlacement.js';
import type { ToastTone } from './toastQueue.js';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

/**
 * `$clearance`: pixels kept clear at the bottom of the viewport (an open drawer's action bar).
 * `$placement`: at the bottom (default) or, when that would cover the focused control, at the top.
 */
export const ToastRegionRoot = styled.div<{ $clearance: number; $placement: ToastPlacement }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  inset-inline: ${({ theme }) => theme.space.lg};
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.sm};
  outline: none;
  ${({ theme, $clearance, $placement }) =>
    $placement === 'top'
      ? css`
          top: ${theme.space.lg};
          flex-direction: column;
          ${theme.media.sm} {
            inset-inline: auto ${theme.space.xl};
            top: ${theme.space.xl};
            width: 360px;
          }
        `
      : css`
          bottom: calc(${theme.space.lg} + ${$clearance}px);
          flex-direction: column-reverse;
          ${theme.media.sm} {
            inset-inline: auto ${theme.space.xl};
            bottom: calc(${theme.space.xl} + ${$clearance}px);
            width: 360px;
          }
        `}
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 4px;
  }
`;

export const ToastRoot = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-inline-start: 4px solid ${({ theme, $tone }) => theme.colors[toneColors($tone).foreground]};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  overflow-wrap: anywhere;
  animation: ${slideIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  ${focusRing}
`;

export const ToastIcon = styled.span<{ $tone: ToastTone }>`
  display: inline-flex;
  flex: none;
  padding-top: 1px;
  color: ${({ theme, $tone }) => theme.colors[toneColors($tone).foreground]};
`;

export const ToastContent = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

/**
 * A long text shows its first lines only, so a toast never grows over the page (a 10,000-character
 * message included): the clamp is visual, the whole text stays in the DOM for screen readers and in the
 * element's `title`.
 */
const clampLines = (lines: number) => css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  line-clamp: ${lines};
  overflow: hidden;
`;

export const ToastTitle = styled.div`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  ${clampLines(3)}
`;

export const ToastDescription = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  ${clampLines(4)}
`;
