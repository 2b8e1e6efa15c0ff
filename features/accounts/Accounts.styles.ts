import { styled } from 'styled-components';

/** The balances strip: one card per currency, scrolling sideways when they do not fit. */
export const StripList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.xs};
  list-style: none;
  overflow-x: auto;
  & > li {
    flex: 0 0 auto;
    min-width: 180px;
  }
`;
