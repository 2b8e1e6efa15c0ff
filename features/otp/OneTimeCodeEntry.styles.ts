import { styled } from 'styled-components';

export const SentTo = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
