import { styled } from 'styled-components';

export const PopoverDialog = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  max-width: 360px;
  padding: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  outline: none;
  overflow-wrap: anywhere;
`;

export const PopoverTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;
