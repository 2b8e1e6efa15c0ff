import { styled } from 'styled-components';

export const SentTo = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;
