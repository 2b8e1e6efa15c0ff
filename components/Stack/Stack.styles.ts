import { styled } from 'styled-components';
import type { SpaceToken } from '../theme/tokens.js';
import type { StackAlign } from './Stack.js';

const alignItems: Record<StackAlign, string> = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
};

export const StackRoot = styled.div<{ $gap: SpaceToken; $align: StackAlign }>`
  display: flex;
  flex-direction: column;
  ${({ $align }) => ($align === 'stretch' ? '' : `align-items: ${alignItems[$align]};`)}
  gap: ${({ theme, $gap }) => theme.space[$gap]};
`;
