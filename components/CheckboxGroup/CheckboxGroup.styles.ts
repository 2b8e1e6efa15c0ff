import { styled } from 'styled-components';

export const GroupRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const GroupLabel = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.text};
`;

export const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.lg};
  }
`;

export const OptionLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.md};
  overflow-wrap: anywhere;
  cursor: pointer;
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textDisabled};
    cursor: not-allowed;
  }
`;

export const Box = styled.input`
  flex: none;
  width: 18px;
  height: 18px;
  margin: 2px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: inherit;
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const OptionText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const OptionDescription = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
