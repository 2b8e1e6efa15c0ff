import { styled } from 'styled-components';
import { focusRing } from '../internal/styles.js';

export const AccordionRoot = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

export const ItemRoot = styled.div`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

export const HeaderRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-inline-start: ${({ theme }) => theme.space.md};
`;

export const Heading = styled.h3`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: inherit;
`;

export const HeaderButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  padding-inline-start: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  text-align: start;
  overflow-wrap: anywhere;
  cursor: pointer;
  ${focusRing}
  &[data-focus-visible] {
    outline-offset: -2px;
  }
  & > svg {
    flex: none;
    transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
  &[data-hovered] {
    color: ${({ theme }) => theme.colors.primary};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textDisabled};
    cursor: not-allowed;
  }
`;

export const Radio = styled.input`
  flex: none;
  width: 18px;
  height: 18px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  ${focusRing}
  &:disabled {
    cursor: not-allowed;
  }
`;

export const Panel = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.text};
  &[data-with-radio] {
    padding-inline-start: calc(${({ theme }) => theme.space.md} + 18px + ${({ theme }) => theme.space.sm});
  }
`;
