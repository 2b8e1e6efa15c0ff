import { styled } from 'styled-components';

export const LoadingScreenRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 100vh;
  min-height: 100dvh;
  width: 100%;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  &[data-variant='contained'] {
    min-height: 240px;
    background: transparent;
  }
`;

export const LoadingScreenMessage = styled.p`
  margin: 0;
  max-width: 40ch;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  overflow-wrap: anywhere;
`;
