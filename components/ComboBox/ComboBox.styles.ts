import { styled } from 'styled-components';
import { FieldInput } from '../internal/field.styles.js';

export const ComboBoxInput = styled(FieldInput)`
  min-width: 0;
`;

export const ComboBoxButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  align-self: stretch;
  width: 36px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textDisabled};
    cursor: not-allowed;
  }
`;

/** Start slot showing what is selected (a flag, a symbol) next to its name. */
export const SelectedAdornment = styled.span`
  display: inline-flex;
  align-items: center;
  padding-inline-start: ${({ theme }) => theme.space.md};
  margin-inline-end: -${({ theme }) => theme.space.xs};
`;
