import { styled } from 'styled-components';
import type { FontSizeToken, FontWeightToken, LineHeightToken } from '../theme/tokens.js';
import { typeStyle } from '../internal/typeStyle.js';
import type { TextTone } from '../Text/Text.js';

export const HeadingRoot = styled.h2<{
  $size: FontSizeToken;
  $weight: FontWeightToken;
  $lineHeight: LineHeightToken | undefined;
  $tone: TextTone;
  $breakAnywhere: boolean;
}>`
  ${typeStyle}
  ${({ $breakAnywhere }) => ($breakAnywhere ? 'min-width: 0; overflow-wrap: anywhere;' : '')}
  /* A heading focused by script (tabIndex -1, to take a screen reader to a new step) is not a control: no ring. */
  &[tabindex='-1']:focus {
    outline: none;
  }
`;
