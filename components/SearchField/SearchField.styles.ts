import { styled } from 'styled-components';
import { FieldInput } from '../internal/field.styles.js';
import { focusRing } from '../internal/styles.js';

/** The search input: the browser's own clear control is hidden in favour of ours. */
export const SearchInput = styled(FieldInput)`
  padding-inline-start: 0;
  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
  }
`;

export const ClearButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  margin-inline-end: ${({ theme }) => theme.space.xs};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  ${focusRing}
  &[data-hovered] {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;
