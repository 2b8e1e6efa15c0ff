import { styled, css } from 'styled-components';
import { focusRing } from '../internal/styles.js';

const vertical = css`
  flex-direction: column;
  gap: 0;
  & > li {
    flex-direction: row;
    align-items: flex-start;
    text-align: start;
    gap: ${({ theme }) => theme.space.md};
    padding-bottom: ${({ theme }) => theme.space.lg};
  }
  & > li:last-child {
    padding-bottom: 0;
  }
  /* The label's first line sits level with the marker. */
  & > li > :last-child {
    min-height: var(--stepper-marker);
    justify-content: center;
  }
  /* The connector runs down from each marker to the next one. */
  & > li:not(:last-child)::after {
    top: calc(var(--stepper-marker) + ${({ theme }) => theme.space.xs});
    bottom: ${({ theme }) => theme.space.xs};
    left: calc(var(--stepper-marker) / 2 - 1px);
    right: auto;
    width: 2px;
    height: auto;
  }
`;

export const StepList = styled.ol`
  --stepper-marker: 32px;
  display: flex;
  list-style: none;
  margin: 0;
  padding: 0;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};

  &[data-orientation='vertical'] {
    ${vertical}
  }
  &[data-orientation='responsive'] {
    ${({ theme }) => css`
      ${theme.media.belowMd} {
        ${vertical}
      }
    `}
  }
`;

/** Side by side, a step is never narrower than its longest word: labels wrap between words, not inside one. */
export const StepItem = styled.li`
  position: relative;
  flex: 1 1 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space.xs};

  /* Horizontal connector from this marker to the next step's marker. */
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    top: calc(var(--stepper-marker) / 2 - 1px);
    left: calc(50% + var(--stepper-marker) / 2 + ${({ theme }) => theme.space.xs});
    right: calc(-50% + var(--stepper-marker) / 2 + ${({ theme }) => theme.space.xs});
    height: 2px;
    background: ${({ theme }) => theme.colors.borderSubtle};
  }
  &[data-status='complete']:not(:last-child)::after {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

export const StepMarker = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--stepper-marker);
  height: var(--stepper-marker);
  border-radius: ${({ theme }) => theme.radii.round};
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  [data-status='current'] > & {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primarySubtle};
  }
  [data-status='complete'] > & {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  [data-status='error'] > & {
    border-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onSemantic};
  }
`;

export const StepText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  /* A word breaks only when it cannot fit a line of its own; it still sets the step's narrowest width. */
  overflow-wrap: break-word;
`;

const labelText = css`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  color: ${({ theme }) => theme.colors.textMuted};
  [data-status='current'] & {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  [data-status='error'] & {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export const StepLabel = styled.span`
  ${labelText}
  &:focus {
    outline: none;
  }
`;

/** A completed step the user may go back to. */
export const StepButton = styled.button`
  ${labelText}
  font-family: inherit;
  background: none;
  border: 0;
  padding: ${({ theme }) => theme.space.xxs};
  margin: -${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  text-align: inherit;
  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
  text-underline-offset: 2px;
  &[data-hovered] {
    text-decoration-thickness: 2px;
  }
  ${focusRing}
`;

export const StepDescription = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  [data-status='error'] & {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
