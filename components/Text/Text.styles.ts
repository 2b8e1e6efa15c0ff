import { styled } from 'styled-components';
import { typeStyle } from '../internal/typeStyle.js';
import type { FontSizeToken, FontWeightToken, LineHeightToken } from '../theme/tokens.js';
import type { TextTone } from './Text.js';

export const TextRoot = styled.p<{
  $size: FontSizeToken | undefined;
  $weight: FontWeightToken | undefined;
  $lineHeight: LineHeightToken | undefined;
  $tone: TextTone;
  $truncate: boolean;
}>`
  ${typeStyle}
  ${({ $truncate }) => ($truncate ? 'overflow: hidden; text-overflow: ellipsis; white-space: nowrap; min-width: 0;' : '')}
`;
