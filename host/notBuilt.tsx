import { useId } from 'react';
import { styled } from 'styled-components';

/**
 * The pieces of the product whose screens arrive with later issues, apart from whole routes
 * (routes are marked in the route table). Each later issue removes its own entry; a unit test
 * lists them so the list cannot silently drift.
 */
export const NOT_BUILT_SEAMS = {} as const;

const Panel = styled.section`
  margin: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.xl};
`;

/**
 * The one shared placeholder for a page (or a part of a page: `headingLevel` 2) whose screen comes
 * with a later issue.
 */
export function NotBuiltYet({ page, headingLevel = 1 }: { page: string; headingLevel?: 1 | 2 }) {
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId} data-not-built={page}>
      <Title as={headingLevel === 1 ? 'h1' : 'h2'} id={titleId}>
        {page}
      </Title>
      <p>This {headingLevel === 1 ? 'page' : 'part'} is not built yet.</p>
    </Panel>
  );
}
