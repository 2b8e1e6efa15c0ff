import { styled } from 'styled-components';

/** A recipient's header row: its title, then currency and account, wrapping on narrow screens. */
export const RecipientHeading = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  min-width: 0;
  & > span + span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
    font-weight: ${({ theme }) => theme.typography.weight.regular};
  }
`;

export const PanelActions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block-start: ${({ theme }) => theme.space.md};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;

/** A wizard step's body: its fields one under the other, as wide as a form reads well. */
export const StepBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 40rem;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space.lg};
`;
