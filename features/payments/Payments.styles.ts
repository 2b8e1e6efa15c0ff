import { styled } from 'styled-components';

/** The hub: the page's column beside the right-hand panel, stacked when narrow. */
export const HubLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(16rem, 22rem);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const HubColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;

export const TileGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The current step of a flow: focused (not tabbable) when the step changes, with no ring of its own. */
export const StepStart = styled.section`
  &:focus {
    outline: none;
  }
`;
