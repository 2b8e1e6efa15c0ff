import { styled } from 'styled-components';

// The styles both KYB variants share: the dialog's sections and the wizard's steps.

/** A heading inside a section (the sections' own are level 2): an owner, a director. */
export const SubHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
`;
