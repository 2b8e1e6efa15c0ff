import { styled } from 'styled-components';
import type { SpaceToken } from '../theme/tokens.js';
import type { InlineAlign, InlineJustify } from './Inline.js';

const alignItems: Record<InlineAlign, string> = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
};

const justifyContent: Record<InlineJustify, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
};

export const InlineRoot = styled.div<{
  $gap: SpaceToken;
  $rowGap: SpaceToken;
  $align: InlineAlign;
  $justify: InlineJustify;
  $wrap: boolean;
  $inTextLine: boolean;
  $shrinkable: boolean;
}>`
  display: ${({ $inTextLine }) => ($inTextLine ? 'inline-flex' : 'flex')};
  ${({ $wrap }) => ($wrap ? 'flex-wrap: wrap;' : '')}
  ${({ $align }) => ($align === 'stretch' ? '' : `align-items: ${alignItems[$align]};`)}
  ${({ $justify }) => ($justify === 'start' ? '' : `justify-content: ${justifyContent[$justify]};`)}
  gap: ${({ theme, $gap, $rowGap }) => ($rowGap === $gap ? theme.space[$gap] : `${theme.space[$rowGap]} ${theme.space[$gap]}`)};
  ${({ $shrinkable }) => ($shrinkable ? 'min-width: 0;' : '')}
`;
