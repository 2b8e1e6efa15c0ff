import { styled } from 'styled-components';
import { FieldInput } from '../internal/field.styles.js';
import { focusRing } from '../internal/styles.js';

/** Numbers line up by digit. */
export const NumberInput = styled(FieldInput)`
  font-variant-numeric: tabular-nums;
`;

/** Column holding the increment and decrement buttons at the end of the field. */
export const Stepper = styled.div`
  display: flex;
  flex-direction: column;
  align-self: stretch;
  border-inline-start: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;

export const StepperButton = styled.button`
  flex: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  ${focusRing}
  &[data-hovered] {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[data-pressed] {
    background: ${({ theme }) => theme.colors.borderSubtle};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textDisabled};
    cursor: not-allowed;
    background: transparent;
  }
`;
