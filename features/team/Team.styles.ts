import { styled } from 'styled-components';

/** Two fields side by side where there is room (first and last name). */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;
