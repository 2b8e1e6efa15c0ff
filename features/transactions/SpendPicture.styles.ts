import { styled } from 'styled-components';

/** Spend over time beside the top merchants on wide screens; one above the other on narrow ones. */
export const PictureRow = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;
