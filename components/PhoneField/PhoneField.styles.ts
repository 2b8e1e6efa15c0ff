import { styled } from 'styled-components';

/** The country picker and the number side by side. */
export const PhoneRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  min-width: 0;
`;

export const CountryPicker = styled.div`
  flex: none;
  width: 7.5rem;
`;

export const NumberPart = styled.div`
  flex: 1;
  min-width: 0;
`;

export const DialCodeValue = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const CountryOptionText = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const DialCodeMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  [data-focused] & {
    color: inherit;
  }
`;
