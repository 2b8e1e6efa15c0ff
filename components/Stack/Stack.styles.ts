import { styled } from 'styled-components';
import type { SpaceToken } from '../theme/tokens.js';
import type { StackAlign } from './Stack.js';

const alignItems: Record<StackAlign, string> = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
};

export const StackRoot = styled.div<{
  $gap: SpaceToken;
  $align: StackAlign;
  $minColumnWidth: string | undefined;
  $emptyColumns: 'collapse' | 'keep';
  $list: boolean;
  $maxWidth: string | undefined;
  $centered: boolean;
  $shrinkable: boolean;
}>`
  ${({ $minColumnWidth, $emptyColumns }) =>
    $minColumnWidth === undefined
      ? 'display: flex; flex-direction: column;'
      : `display: grid; grid-template-columns: repeat(${$emptyColumns === 'keep' ? 'auto-fill' : 'auto-fit'}, minmax(${$minColumnWidth}, 1fr));`}
  ${({ $list }) => ($list ? 'margin: 0; padding: 0; list-style: none;' : '')}
  ${({ $align }) => ($align === 'stretch' ? '' : `align-items: ${alignItems[$align]};`)}
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  ${({ $maxWidth }) => ($maxWidth === undefined ? '' : `max-width: ${$maxWidth};`)}
  ${({ $centered }) => ($centered ? 'width: 100%; margin-inline: auto;' : '')}
  ${({ $shrinkable }) => ($shrinkable ? 'min-width: 0;' : '')}
`;
