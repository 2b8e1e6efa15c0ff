import { styled } from 'styled-components';

export const TabPanelBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-block-start: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

/** "Processing" in orange, shown without a chip (§4). */
export const ProcessingText = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

export const RedemptionFormRoot = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  & > button {
    margin-block-start: 1.6rem;
  }
`;
