import { styled } from 'styled-components';

/** Styled parts shared by every labelled form field (TextField, TextArea, NumberField, …). */
export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textDisabled};
  }
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.text};
  [data-disabled] > & {
    color: ${({ theme }) => theme.colors.textDisabled};
  }
`;

export const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-inline-start: ${({ theme }) => theme.space.xxs};
`;

/** The bordered box around an input and its optional start/end slots. */
export const InputBox = styled.div`
  display: flex;
  align-items: center;
  min-height: 40px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  transition: border-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  &[data-hovered] {
    border-color: ${({ theme }) => theme.colors.text};
  }
  &[data-focus-within] {
    border-color: ${({ theme }) => theme.colors.focusRing};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.focusRing};
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[data-invalid][data-focus-within] {
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-color: ${({ theme }) => theme.colors.borderSubtle};
  }
`;

export const FieldInput = styled.input`
  flex: 1;
  min-width: 0;
  border: 0;
  outline: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.textDisabled};
    cursor: not-allowed;
  }
`;

export const FieldSlot = styled.span`
  display: inline-flex;
  align-items: center;
  padding-inline: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldDescription = styled.div`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.div`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
