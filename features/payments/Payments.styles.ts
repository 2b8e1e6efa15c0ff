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

/** The current step of a flow: focused (not tabbable) when the step changes, with no ring of its own. */
export const StepStart = styled.section`
  &:focus {
    outline: none;
  }
`;
