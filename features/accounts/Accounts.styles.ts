import { styled } from 'styled-components';

/** A grid cell holding two lines on a phone: the main value over its detail. */
export const StackedCell = styled.span<{ $align?: 'start' | 'end' }>`
  display: inline-grid;
  gap: ${({ theme }) => theme.space.xxs};
  justify-items: ${({ $align }) => ($align === 'end' ? 'end' : 'start')};
  white-space: normal;
`;
