import { styled, css } from 'styled-components';
import type { SpendTheme } from '../theme/tokens.js';
import { focusRing } from '../internal/styles.js';
import { toneColors, type StatusTone } from '../internal/tones.js';

const statusTones: StatusTone[] = ['success', 'warning', 'danger', 'neutral', 'info'];

const toneRules = (theme: SpendTheme) =>
  statusTones.map(
    (tone) => css`
      &[data-tone='${tone}'] {
        background: ${theme.colors[toneColors(tone).subtle]};
        color: ${theme.colors[toneColors(tone).foreground]};
      }
    `,
  );

const chipStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  min-height: 24px;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-family: inherit;
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  text-align: start;
  overflow-wrap: anywhere;
  vertical-align: middle;
  ${({ theme }) => toneRules(theme)}
`;

export const StatusChipRoot = styled.span`
  ${chipStyles}
`;

/** The chip as a button, when it has a reason to show on hover, focus or press. */
export const StatusChipButton = styled.button`
  ${chipStyles}
  cursor: help;
  &[data-hovered] {
    text-decoration: underline;
    text-decoration-style: dotted;
    text-underline-offset: 2px;
  }
  ${focusRing}
`;

/** A dot in the tone's colour before the label. */
export const StatusChipDot = styled.span`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: currentColor;
`;
