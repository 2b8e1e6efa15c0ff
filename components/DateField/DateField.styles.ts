import { styled } from 'styled-components';
import { InputBox } from '../internal/field.styles.js';

/** The bordered box holding the segments (and, in pickers, the calendar button). */
export const DateInputBox = styled(InputBox)`
  gap: ${({ theme }) => theme.space.xs};
  padding-inline-end: ${({ theme }) => theme.space.xs};
`;

export const SegmentRow = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.typography.size.md};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Segment = styled.div`
  padding: 0 ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.sm};
  text-align: end;
  outline: none;
  color: ${({ theme }) => theme.colors.text};
  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[data-literal] {
    padding: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textDisabled};
  }
`;

export const PickerButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 0;
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textDisabled};
  }
`;

export const RangeDash = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  padding-inline: ${({ theme }) => theme.space.xs};
`;

export const PopoverStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
