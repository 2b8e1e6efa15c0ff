import { styled } from 'styled-components';
import { focusRing } from '../internal/styles.js';

export const StyledLink = styled.a`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  overflow-wrap: anywhere;
  ${focusRing}

  &[data-variant='standalone'] {
    text-decoration: none;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  &[data-hovered] {
    color: ${({ theme }) => theme.colors.primaryHover};
    text-decoration: underline;
  }
  &[data-pressed] {
    color: ${({ theme }) => theme.colors.primaryPressed};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textDisabled};
    cursor: not-allowed;
    text-decoration: none;
  }
  & [data-icon] {
    align-self: center;
  }
`;
