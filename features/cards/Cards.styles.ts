import { styled } from 'styled-components';

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export const SimpleTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  & th,
  & td {
    text-align: start;
    padding: ${({ theme }) => theme.space.sm};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  & th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  & td[data-align='end'],
  & th[data-align='end'] {
    text-align: end;
  }
`;
