import { styled } from 'styled-components';

export const ConfirmationForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;
