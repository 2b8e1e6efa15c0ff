import { styled } from 'styled-components';

/** A domain page's one h1. */
export const PageTitle = styled.h1`
  /* A long title wraps instead of widening the page: after a slash first (DomainPage marks it), mid-word only as a last resort. */
  min-width: 0;
  overflow-wrap: anywhere;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xxl};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * Controls over a page's or a grid's content (search, filters, export), wrapping on narrow screens; the
 * first (the search) takes the room left.
 */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  & > :first-child {
    flex: 1 1 280px;
  }
`;
