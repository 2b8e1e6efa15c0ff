import { styled } from 'styled-components';

export const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xxl};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  }
  h2 {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  p,
  ul {
    margin: 0;
  }
`;
