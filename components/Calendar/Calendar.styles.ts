import { styled } from 'styled-components';
import { focusRing } from '../internal/styles.js';

export const CalendarRoot = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
`;

export const CalendarHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const CalendarTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const NavButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  ${focusRing}
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textDisabled};
    border-color: ${({ theme }) => theme.colors.borderSubtle};
  }
`;

export const Grid = styled.table`
  border-collapse: collapse;
  th {
    padding: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.size.xs};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: center;
  }
  td {
    padding: 1px;
  }
`;

export const DayCell = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.typography.size.sm};
  cursor: pointer;
  outline: none;
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  &[data-in-range] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primary};
    border-radius: 0;
  }
  &[data-selected] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &[data-today] {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    text-decoration: underline;
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  &[data-unavailable],
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textDisabled};
    background: transparent;
    cursor: not-allowed;
    text-decoration: line-through;
  }
  &[data-invalid][data-selected] {
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onSemantic};
  }
  &[data-outside-month] {
    visibility: hidden;
  }
`;
