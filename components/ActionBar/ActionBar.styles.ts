import { styled } from 'styled-components';
import type { ActionBarJustify } from './ActionBar.js';

const justifyContent: Record<ActionBarJustify, string> = {
  start: 'flex-start',
  end: 'flex-end',
  between: 'space-between',
};

export const ActionBarRoot = styled.div<{ $justify: ActionBarJustify }>`
  display: flex;
  flex-wrap: wrap;
  ${({ $justify }) => ($justify === 'start' ? '' : `justify-content: ${justifyContent[$justify]};`)}
  gap: ${({ theme }) => theme.space.sm};
  &:empty {
    display: none;
  }
`;
