import { styled, css } from 'styled-components';
import type { SpendTheme } from '../theme/tokens.js';
import { toneColors, type StatusTone } from '../internal/tones.js';

const statusTones: StatusTone[] = ['success', 'warning', 'danger', 'neutral', 'info'];

const toneRules = (theme: SpendTheme) => css`
  ${statusTones.map((tone) => {
    const colors = toneColors(tone);
    return css`
      &[data-tone='${tone}'] {
        background: ${theme.colors[colors.subtle]};
        color: ${theme.colors[colors.foreground]};
      }
      &[data-tone='${tone}'][data-variant='solid'] {
        background: ${theme.colors[colors.solid]};
        color: ${theme.colors[colors.onSolid]};
      }
    `;
  })}
  &[data-tone='primary'] {
    background: ${theme.colors.primarySubtle};
    color: ${theme.colors.primary};
  }
  &[data-tone='primary'][data-variant='solid'] {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
`;

export const BadgeRoot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 20px;
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: 20px;
  text-align: center;
  overflow-wrap: anywhere;
  vertical-align: middle;
  font-variant-numeric: tabular-nums;
  ${({ theme }) => toneRules(theme)}
`;
