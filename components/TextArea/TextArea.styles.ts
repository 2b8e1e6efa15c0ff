import { styled } from 'styled-components';
import { FieldInput, InputBox } from '../internal/field.styles.js';

/** The field box of a multi-line input: it grows with the textarea instead of centring it. */
export const TextAreaBox = styled(InputBox)`
  align-items: stretch;
`;

/** The textarea itself, sharing the input's type and padding. */
export const TextAreaInput = styled(FieldInput).attrs({ as: 'textarea' })`
  resize: vertical;
  min-height: 5em;
  font-family: inherit;
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

/** Row under the field holding the description/error on the left and the count on the right. */
export const CharacterCount = styled.div`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  &[data-over-limit] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
