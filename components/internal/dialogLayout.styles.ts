import { styled } from 'styled-components';

/** Parts shared by Dialog, AlertDialog and Drawer: the dialog element, header, title, body and action bar. */
export const DialogSurface = styled.section`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 0;
  outline: none;
`;

export const DialogHeader = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  flex-shrink: 0;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.sm} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: inherit;
  &[data-divided] {
    padding-bottom: ${({ theme }) => theme.space.lg};
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
  &[data-with-back] {
    padding-left: ${({ theme }) => theme.space.sm};
  }
`;

export const DialogTitle = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const DialogBody = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl} ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.typography.size.md};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  [data-divided] + & {
    padding-top: ${({ theme }) => theme.space.lg};
  }
  /* A body that scrolls takes keyboard focus (DialogScrollBody); the ring sits inside its edge. */
  &:focus {
    outline: none;
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

export const DialogActions = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-shrink: 0;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.surface};
  &[data-divided] {
    border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
  & > * {
    flex: 0 1 auto;
  }
  [data-placement='sheet'] & > *,
  [data-stack-actions] > & > * {
    flex: 1 1 auto;
  }
`;
