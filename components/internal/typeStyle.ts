import { css } from 'styled-components';
import type { FontSizeToken, FontWeightToken, LineHeightToken } from '../theme/tokens.js';
import type { TextTone } from '../Text/Text.js';

// Text and Heading share this; it lives apart so that importing one does not bring the other's styled root.

/** The colour token of each tone; `inherit` sets none. */
const toneColor = {
  default: 'text',
  muted: 'textMuted',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
} as const satisfies Record<Exclude<TextTone, 'inherit'>, string>;

/** The type shared by Text and Heading: size, weight, line height and colour, each a token; unset, inherited. */
export const typeStyle = css<{
  $size: FontSizeToken | undefined;
  $weight: FontWeightToken | undefined;
  $lineHeight: LineHeightToken | undefined;
  $tone: TextTone;
}>`
  margin: 0;
  ${({ theme, $size }) => ($size === undefined ? '' : `font-size: ${theme.typography.size[$size]};`)}
  ${({ theme, $weight }) => ($weight === undefined ? '' : `font-weight: ${theme.typography.weight[$weight]};`)}
  ${({ theme, $lineHeight }) =>
    $lineHeight === undefined ? '' : `line-height: ${theme.typography.lineHeight[$lineHeight]};`}
  ${({ theme, $tone }) => ($tone === 'inherit' ? '' : `color: ${theme.colors[toneColor[$tone]]};`)}
`;
