import { styled } from 'styled-components';
import { toneColors, type FeedbackTone } from '../internal/tones.js';

export const InlineAlertRoot = styled.div<{ $tone: FeedbackTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme, $tone }) => theme.colors[toneColors($tone).subtle]};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme, $tone }) => theme.colors[toneColors($tone).foreground]};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  overflow-wrap: anywhere;
  min-width: 0;
`;

export const InlineAlertIcon = styled.span<{ $tone: FeedbackTone }>`
  display: inline-flex;
  flex: none;
  padding-top: 1px;
  color: ${({ theme, $tone }) => theme.colors[toneColors($tone).foreground]};
`;

export const InlineAlertBody = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const InlineAlertTitle = styled.div<{ $tone: FeedbackTone }>`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme, $tone }) => theme.colors[toneColors($tone).foreground]};
`;

export const InlineAlertActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;
